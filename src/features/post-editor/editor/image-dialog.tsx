import type { Editor } from '@tiptap/core';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
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
export const IMAGE_INSERT_LABEL = 'Insert';
export const UPLOADED_PREVIEW_TEXT = 'Uploaded. Describe the image for people who cannot see it, then Insert.';

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
  // An uploaded file waits here, previewed, until Insert: inserting on upload
  // skipped the alt text whenever the file was chosen first.
  const [uploaded, setUploaded] = useState<string | null>(null);
  const altRef = useRef<HTMLInputElement>(null);
  const upload = useUploadImage();
  const uploading = upload.isPending;

  // The one step left after an upload is the description: take the admin to it
  // once the field is enabled again (it is disabled while the upload runs).
  useEffect(() => {
    if (uploaded && !uploading) altRef.current?.focus();
  }, [uploaded, uploading]);

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
      setUploaded(publicUrl);
      setError(null);
    } catch (err) {
      toast.error(editorUploadFailed(err instanceof Error ? err.message : String(err)));
    } finally {
      onUploadingChange?.(false);
    }
  }

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    event.stopPropagation();
    if (uploading) return;
    if (uploaded) {
      insert(uploaded);
      return;
    }
    const src = url.trim();
    if (!src) return;
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
        <p role="status" className="mt-1 text-sm text-gray-600">
          {uploading ? 'Uploading...' : uploaded ? UPLOADED_PREVIEW_TEXT : ''}
        </p>
        {uploaded && <img src={uploaded} alt={alt.trim()} data-testid="uploaded-image-preview" className="mt-2 max-h-40 rounded border border-gray-200" />}
      </Field>
      <Field id={urlId} label="Image URL">
        <input
          id={urlId}
          type="text"
          inputMode="url"
          placeholder="https://example.com/image.jpg"
          value={url}
          disabled={uploading || uploaded !== null}
          onChange={(e) => {
            setUrl(e.target.value);
            setError(null);
          }}
          className={dialogInputClass}
        />
      </Field>
      <Field id={altId} label="Alt text">
        <input ref={altRef} id={altId} type="text" value={alt} disabled={uploading} onChange={(e) => setAlt(e.target.value)} className={dialogInputClass} />
      </Field>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <DialogActions onCancel={onDone} submitLabel={IMAGE_INSERT_LABEL} submitDisabled={(!uploaded && !url.trim()) || uploading} />
    </form>
  );
}
