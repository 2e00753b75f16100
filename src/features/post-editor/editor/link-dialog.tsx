import type { Editor } from '@tiptap/core';
import { useId, useState, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { isSafeUrl } from '@/lib/safe-url';
import { DialogActions, dialogInputClass } from './dialog-form';
import { EditorDialog } from './editor-dialog';

export const LINK_URL_REQUIRED = 'Please enter a URL.';
export const LINK_URL_UNSAFE = 'Only http, https, mailto, tel or relative links are allowed.';

/** Inserts or updates a link. Without a URL nothing is inserted; the text is optional. */
export function applyLink(editor: Editor, rawUrl: string, rawText: string): string | null {
  const url = rawUrl.trim();
  if (!url) return LINK_URL_REQUIRED;
  if (!isSafeUrl(url, 'link')) return LINK_URL_UNSAFE;
  const text = rawText.trim();
  const chain = editor.chain().focus();
  if (text) {
    chain
      .insertContent({ type: 'text', text, marks: [{ type: 'link', attrs: { href: url } }] })
      .unsetMark('link')
      .run();
  } else if (editor.state.selection.empty && !editor.isActive('link')) {
    chain
      .insertContent({ type: 'text', text: url, marks: [{ type: 'link', attrs: { href: url } }] })
      .unsetMark('link')
      .run();
  } else {
    chain.extendMarkRange('link').setLink({ href: url }).run();
  }
  return null;
}

export interface LinkDialogProps {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function LinkDialog({ editor, open, onOpenChange }: LinkDialogProps) {
  return (
    <EditorDialog open={open} onOpenChange={onOpenChange} title="Insert link" description="A URL is required; the link text is optional.">
      {open && <LinkForm editor={editor} onDone={() => onOpenChange(false)} />}
    </EditorDialog>
  );
}

function LinkForm({ editor, onDone }: { editor: Editor; onDone: () => void }) {
  const urlId = useId();
  const textId = useId();
  const [url, setUrl] = useState(() => (editor.getAttributes('link').href as string | undefined) ?? '');
  const [text, setText] = useState(() => {
    const { from, to, empty } = editor.state.selection;
    return empty ? '' : editor.state.doc.textBetween(from, to, ' ');
  });
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const problem = applyLink(editor, url, text);
    if (problem) setError(problem);
    else onDone();
  }

  return (
    <form onSubmit={submit} className="space-y-3">
      <Field id={urlId} label="URL">
        <input
          id={urlId}
          type="text"
          inputMode="url"
          aria-required="true"
          placeholder="https://example.com"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          className={dialogInputClass}
        />
      </Field>
      <Field id={textId} label="Link text (optional)">
        <input id={textId} type="text" value={text} onChange={(e) => setText(e.target.value)} className={dialogInputClass} />
      </Field>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <DialogActions onCancel={onDone} submitLabel="Insert Link" />
    </form>
  );
}
