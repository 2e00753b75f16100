import type { Editor, Extensions } from '@tiptap/core';
import Highlight from '@tiptap/extension-highlight';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';
import { isSafeUrl, LINK_PROTOCOLS } from '@/lib/safe-url';
import { ImageWithWidth } from './image-with-width';

export const HIGHLIGHT_PRESETS = [
  { label: 'Yellow', color: '#fef08a' },
  { label: 'Green', color: '#bbf7d0' },
  { label: 'Pink', color: '#fbcfe8' },
] as const;

export const DEFAULT_TEXT_COLOR = '#000000';
export const TABLE_CELL_MIN_WIDTH = 25;
export const TABLE_DEFAULT_COLUMN_WIDTH = 100;
export const TABLE_HANDLE_WIDTH = 5;

/** The editor's schema. Its HTML output is what the public sanitiser must allow. */
export function createEditorExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [1, 2, 3] },
      // Only what the toolbar offers, so the saved HTML stays within the public allowlist.
      code: false,
      codeBlock: false,
      horizontalRule: false,
      strike: false,
      underline: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: 'https',
        protocols: LINK_PROTOCOLS,
        isAllowedUri: (url) => isSafeUrl(url, 'link'),
        HTMLAttributes: { target: null, rel: 'noopener noreferrer nofollow' },
      },
    }),
    TextAlign.configure({ types: ['heading', 'paragraph'], alignments: ['left', 'center', 'right'] }),
    Highlight.configure({ multicolor: true }),
    TextStyle,
    Color,
    ImageWithWidth.configure({ inline: false, allowBase64: false }),
    Table.configure({ resizable: true, cellMinWidth: TABLE_CELL_MIN_WIDTH, handleWidth: TABLE_HANDLE_WIDTH }),
    TableRow,
    TableHeader,
    TableCell,
  ];
}

/** A 3x3 table with a header row, every column 100 px wide. */
export function insertDefaultTable(editor: Editor): boolean {
  return editor
    .chain()
    .focus()
    .insertTable({ rows: 3, cols: 3, withHeaderRow: true })
    .command(({ tr }) => {
      const { $from } = tr.selection;
      for (let depth = $from.depth; depth > 0; depth -= 1) {
        const node = $from.node(depth);
        if (node.type.name !== 'table') continue;
        const start = $from.before(depth) + 1;
        node.descendants((child, pos) => {
          if (child.type.name === 'tableCell' || child.type.name === 'tableHeader') {
            const span = Number(child.attrs.colspan) || 1;
            tr.setNodeMarkup(start + pos, undefined, { ...child.attrs, colwidth: Array(span).fill(TABLE_DEFAULT_COLUMN_WIDTH) });
            return false;
          }
          return true;
        });
        return true;
      }
      return true;
    })
    .run();
}
