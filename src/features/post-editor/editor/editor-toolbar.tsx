import type { Editor } from '@tiptap/core';
import { useEditorState } from '@tiptap/react';
import {
  AlignCenter,
  AlignLeft,
  AlignRight,
  Bold,
  Heading1,
  Heading2,
  Heading3,
  Highlighter,
  ImagePlus,
  Italic,
  Link2,
  Link2Off,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Table as TableIcon,
  Undo2,
} from 'lucide-react';
import { useState } from 'react';
import { DEFAULT_TEXT_COLOR, HIGHLIGHT_PRESETS, insertDefaultTable } from './extensions';
import { ImageControls } from './image-controls';
import { ImageDialog } from './image-dialog';
import { LinkDialog } from './link-dialog';
import { TableControls } from './table-controls';
import { ToolbarButton, ToolbarSeparator } from './toolbar-button';

export interface EditorToolbarProps {
  editor: Editor;
  onUploadingChange?: (uploading: boolean) => void;
}

const icon = { 'aria-hidden': true, className: 'h-4 w-4' } as const;

export function EditorToolbar({ editor, onUploadingChange }: EditorToolbarProps) {
  const [linkOpen, setLinkOpen] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const s = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
      h1: e.isActive('heading', { level: 1 }),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      left: e.isActive({ textAlign: 'left' }),
      center: e.isActive({ textAlign: 'center' }),
      right: e.isActive({ textAlign: 'right' }),
      highlights: HIGHLIGHT_PRESETS.map((p) => e.isActive('highlight', { color: p.color })),
      link: e.isActive('link'),
      color: (e.getAttributes('textStyle').color as string | undefined) ?? null,
      inTable: e.isActive('table'),
      image: e.isActive('image') ? (e.getAttributes('image') as { width?: string | null; alt?: string | null }) : null,
    }),
  });
  const chain = () => editor.chain().focus();

  return (
    <div className="sticky top-0 z-10 rounded-t-md border-b border-gray-200 bg-gray-50">
      <div role="toolbar" aria-label="Formatting" className="flex flex-wrap items-center gap-1 px-2 py-1.5">
        <ToolbarButton label="Undo" onClick={() => chain().undo().run()} disabled={!s.canUndo}>
          <Undo2 {...icon} />
        </ToolbarButton>
        <ToolbarButton label="Redo" onClick={() => chain().redo().run()} disabled={!s.canRedo}>
          <Redo2 {...icon} />
        </ToolbarButton>
        <ToolbarSeparator />
        <ToolbarButton label="Heading 1" pressed={s.h1} onClick={() => chain().toggleHeading({ level: 1 }).run()}>
          <Heading1 {...icon} />
        </ToolbarButton>
        <ToolbarButton label="Heading 2" pressed={s.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          <Heading2 {...icon} />
        </ToolbarButton>
        <ToolbarButton label="Heading 3" pressed={s.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          <Heading3 {...icon} />
        </ToolbarButton>
        <ToolbarSeparator />
        <ToolbarButton label="Bold" pressed={s.bold} onClick={() => chain().toggleBold().run()}>
          <Bold {...icon} />
        </ToolbarButton>
        <ToolbarButton label="Italic" pressed={s.italic} onClick={() => chain().toggleItalic().run()}>
          <Italic {...icon} />
        </ToolbarButton>
        <ToolbarButton label="Bullet list" pressed={s.bulletList} onClick={() => chain().toggleBulletList().run()}>
          <List {...icon} />
        </ToolbarButton>
        <ToolbarButton label="Numbered list" pressed={s.orderedList} onClick={() => chain().toggleOrderedList().run()}>
          <ListOrdered {...icon} />
        </ToolbarButton>
        <ToolbarButton label="Blockquote" pressed={s.blockquote} onClick={() => chain().toggleBlockquote().run()}>
          <Quote {...icon} />
        </ToolbarButton>
        <ToolbarSeparator />
        <ToolbarButton label="Align left" pressed={s.left} onClick={() => chain().setTextAlign('left').run()}>
          <AlignLeft {...icon} />
        </ToolbarButton>
        <ToolbarButton label="Align center" pressed={s.center} onClick={() => chain().setTextAlign('center').run()}>
          <AlignCenter {...icon} />
        </ToolbarButton>
        <ToolbarButton label="Align right" pressed={s.right} onClick={() => chain().setTextAlign('right').run()}>
          <AlignRight {...icon} />
        </ToolbarButton>
        <ToolbarSeparator />
        {HIGHLIGHT_PRESETS.map((preset, i) => (
          <ToolbarButton
            key={preset.color}
            label={`Highlight ${preset.label.toLowerCase()}`}
            pressed={s.highlights[i]}
            onClick={() => chain().toggleHighlight({ color: preset.color }).run()}
          >
            <Highlighter aria-hidden="true" className="h-4 w-4" style={{ color: '#374151', background: preset.color }} />
          </ToolbarButton>
        ))}
        <ToolbarButton label="Remove highlight" onClick={() => chain().unsetHighlight().run()}>
          <span aria-hidden="true" className="text-xs line-through">
            H
          </span>
        </ToolbarButton>
        <ToolbarSeparator />
        <label className="inline-flex items-center gap-1 text-xs text-gray-700">
          <span className="sr-only">Text colour</span>
          <input
            type="color"
            aria-label="Text colour"
            value={s.color && /^#[0-9a-f]{6}$/i.test(s.color) ? s.color : DEFAULT_TEXT_COLOR}
            onChange={(e) => editor.chain().setColor(e.target.value).run()}
            className="h-7 w-8 cursor-pointer rounded border border-gray-300 bg-white p-0.5"
          />
        </label>
        <ToolbarButton label="Default colour" pressed={!s.color} onClick={() => chain().unsetColor().run()} compact>
          <span aria-hidden="true" className="inline-block h-3 w-3 rounded-full bg-black" />
        </ToolbarButton>
        <ToolbarSeparator />
        <ToolbarButton label="Insert link" pressed={s.link} onClick={() => setLinkOpen(true)}>
          <Link2 {...icon} />
        </ToolbarButton>
        <ToolbarButton label="Remove link" disabled={!s.link} onClick={() => chain().extendMarkRange('link').unsetLink().run()}>
          <Link2Off {...icon} />
        </ToolbarButton>
        <ToolbarButton label="Insert image" onClick={() => setImageOpen(true)}>
          <ImagePlus {...icon} />
        </ToolbarButton>
        <ToolbarButton label="Insert table" onClick={() => insertDefaultTable(editor)} disabled={s.inTable}>
          <TableIcon {...icon} />
        </ToolbarButton>
      </div>
      {s.image && <ImageControls editor={editor} width={s.image.width ?? null} alt={s.image.alt ?? ''} />}
      {s.inTable && <TableControls editor={editor} />}
      <LinkDialog editor={editor} open={linkOpen} onOpenChange={setLinkOpen} />
      <ImageDialog editor={editor} open={imageOpen} onOpenChange={setImageOpen} onUploadingChange={onUploadingChange} />
    </div>
  );
}
