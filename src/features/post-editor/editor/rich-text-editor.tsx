import { EditorContent, useEditor } from '@tiptap/react';
import { useEffect, useRef } from 'react';
import { hasContent } from '../lib/post-form-values';
import { EditorToolbar } from './editor-toolbar';
import { createEditorExtensions } from './extensions';
// Editor styles load with this (admin-only) module, never on public pages.
import './editor.css';

export interface RichTextEditorProps {
  /** Initial HTML. The editor owns its content afterwards: remount (key) to replace it. */
  value: string;
  onChange: (html: string) => void;
  /** id of the visible label of the editor. */
  labelledBy?: string;
  onUploadingChange?: (uploading: boolean) => void;
}

export function RichTextEditor({ value, onChange, labelledBy, onUploadingChange }: RichTextEditorProps) {
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    onChangeRef.current = onChange;
  }, [onChange]);

  const editor = useEditor({
    extensions: createEditorExtensions(),
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        class: 'rich-text-editor__content prose max-w-none',
        role: 'textbox',
        'aria-multiline': 'true',
        ...(labelledBy ? { 'aria-labelledby': labelledBy } : {}),
      },
    },
    onUpdate: ({ editor: e }) => {
      const html = e.getHTML();
      onChangeRef.current(hasContent(html) ? html : '');
    },
  });

  return (
    <div className="rich-text-editor rounded-md border border-gray-300 bg-white">
      {editor && <EditorToolbar editor={editor} onUploadingChange={onUploadingChange} />}
      <EditorContent editor={editor} />
    </div>
  );
}
