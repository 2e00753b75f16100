import type { Editor, Extensions } from '@tiptap/core';
import Highlight from '@tiptap/extension-highlight';
import { Table, TableCell, TableHeader, TableRow } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import { Color, TextStyle } from '@tiptap/extension-text-style';
import StarterKit from '@tiptap/starter-kit';
import { EXTERNAL_LINK_REL } from '@/lib/link-rel';
import { isSafeUrl, LINK_PROTOCOLS } from '@/lib/safe-url';
import { ImageWithWidth } from './image-with-width';
import { LinkRel } from './link-rel-extension';

export const HIGHLIGHT_PRESETS = [
  { label: 'Yellow', color: '#fef08a' },
  { label: 'Green', color: '#bbf7d0' },
  { label: 'Pink', color: '#fbcfe8' },
] as const;

export const DEFAULT_TEXT_COLOR = '#000000';
export const TABLE_CELL_MIN_WIDTH = 25;
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
        // The default for a new link; LinkRel drops it for the site's own pages.
        HTMLAttributes: { target: null, rel: EXTERNAL_LINK_REL },
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
    LinkRel,
  ];
}

/**
 * A 3x3 table with a header row. Its columns have no fixed width, so the table
 * spans the content (editor.css, and the article's styles) until the admin
 * drags a column; dragging fixes that column's width, as before.
 */
export function insertDefaultTable(editor: Editor): boolean {
  return editor.chain().focus().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run();
}
