import type { Editor } from '@tiptap/core';
import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { Field } from '@/components/ui/field';
import { toast } from '@/lib/toast';
import { useUploadImage } from '../api/upload-image';
import { isImageFile, UPLOAD_LIMITS_TEXT } from '@/lib/upload-files';
import { editorImagePath } from '../lib/file-name';
import { isSafeUrl } from '@/lib/safe-url';
import { DialogActions, dialogInputClass } from './dialog-form';
import { EditorDialog } from './editor-dialog';

export const editorUploadFailed = (message: string) => `Failed to upload image: ${message}`;
export const NOT_AN_IMAGE = 'Only image files can be uploaded.';
export const IMAGE_URL_UNSAFE = 'Use an http(s) address or a site path.';

export interface ImageDialogProps {
  editor: Editor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onUploadingChange?: (uploading: boolean) => void;
}

export function ImageDialog({ editor, open, onOpenChange, onUploadingChange }: ImageDialogProps) {
  return (
    <EditorDialog open={open} onOpenChange={onOpenChange} title="Insert image" description="Upload an image or add one from a URL.">
      {open && <ImageForm editor={editor} onDone={() => onOpenChange(false)} onUploadingChange={onUploadingChange} />}
    </EditorDialog>
  );
}

interface ImageFormProps {
  editor: Editor;
  onDone: () => void;
  onUploadingChange?: (uploading: boolean) => void;
}

function ImageForm({ editor, onDone, onUploadingChange }: ImageFormProps) {
  const fileId = useId();
  const urlId = useId();
  const altId = useId();
  const [url, setUrl] = useState('');
  const [alt, setAlt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const upload = useUploadImage();
  const uploading = upload.isPending;

  function insert(src: string) {
    editor
      .chain()
      .focus()
      .setImage({ src, alt: alt.trim() || undefined })
      .run();
    onDone();
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!isImageFile(file)) {
      toast.error(editorUploadFailed(NOT_AN_IMAGE));
      return;
    }
    onUploadingChange?.(true);
    try {
      const publicUrl = await upload.mutateAsync({ file, path: editorImagePath(file.name) });
      insert(publicUrl);
    } catch (err) {
      toast.error(editorUploadFailed(err instanceof Error ? err.message : String(err)));
    } finally {
      onUploadingChange?.(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    const src = url.trim();
    if (!src || uploading) return;
    if (!isSafeUrl(src, 'image')) {
      setError(IMAGE_URL_UNSAFE);
      return;
    }
    insert(src);
  }

  return (
    <form onSubmit={onSubmit} className="space-y-4">
      <Field id={fileId} label="Upload image">
        <input
          id={fileId}
          type="file"
          accept="image/*"
          disabled={uploading}
          onChange={onFile}
          aria-describedby={`${fileId}-limits`}
          className="mt-1 block w-full text-sm"
        />
        <p id={`${fileId}-limits`} className="mt-1 text-xs text-gray-600">
          {UPLOAD_LIMITS_TEXT}
        </p>
        {uploading && (
          <p role="status" className="mt-1 text-sm text-gray-600">
            Uploading...
          </p>
        )}
      </Field>
      <Field id={urlId} label="Image URL">
        <input
          id={urlId}
          type="text"
          inputMode="url"
          placeholder="https://example.com/image.jpg"
          value={url}
          disabled={uploading}
          onChange={(e) => {
            setUrl(e.target.value);
            setError(null);
          }}
          className={dialogInputClass}
        />
      </Field>
      <Field id={altId} label="Alt text">
        <input id={altId} type="text" value={alt} disabled={uploading} onChange={(e) => setAlt(e.target.value)} className={dialogInputClass} />
      </Field>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <DialogActions onCancel={onDone} submitLabel="Add Image" submitDisabled={!url.trim() || uploading} />
    </form>
  );
}
