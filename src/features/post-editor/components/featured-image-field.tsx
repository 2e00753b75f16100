import { useId, type ChangeEvent } from 'react';
import { toast } from '@/lib/toast';
import { useUploadImage } from '../api/upload-image';
import { isImageFile, UPLOAD_LIMITS_TEXT } from '@/lib/upload-files';
import { featuredImagePath } from '../lib/file-name';

export const IMAGE_UPLOADED_MESSAGE = 'Image uploaded successfully!';
export const UPLOAD_FAILED_ALERT = 'Failed to upload image. Please try again.';
export const uploadFailedMessage = (message: string) => `Upload failed: ${message}`;
export const ONLY_IMAGES_MESSAGE = 'Please choose an image file.';

export interface FeaturedImageFieldProps {
  url: string;
  alt: string;
  title: string;
  onChange: (changes: { featuredImage?: string; featuredImageAlt?: string }) => void;
  /** The alt text input's id, so the form can bring the admin to it. */
  altInputId?: string;
  onUploadingChange: (uploading: boolean) => void;
  disabled?: boolean;
}

export function FeaturedImageField({ url, alt, altInputId, title, onChange, onUploadingChange, disabled }: FeaturedImageFieldProps) {
  const fileId = useId();
  const ownAltId = useId();
  const altId = altInputId ?? ownAltId;
  const upload = useUploadImage();
  const uploading = upload.isPending;

  function fail(message: string) {
    toast.error(uploadFailedMessage(message));
    window.alert(UPLOAD_FAILED_ALERT);
  }

  async function onFile(event: ChangeEvent<HTMLInputElement>) {
    const input = event.target;
    const file = input.files?.[0];
    if (!file) return;
    if (!isImageFile(file)) {
      input.value = '';
      fail(ONLY_IMAGES_MESSAGE);
      return;
    }
    onUploadingChange(true);
    try {
      const publicUrl = await upload.mutateAsync({ file, path: featuredImagePath(file.name) });
      onChange({ featuredImage: publicUrl });
      toast.success(IMAGE_UPLOADED_MESSAGE);
    } catch (err) {
      fail(err instanceof Error ? err.message : String(err));
    } finally {
      input.value = '';
      onUploadingChange(false);
    }
  }

  return (
    <div className="space-y-2">
      <label htmlFor={fileId} className="block text-sm font-medium">
        Featured image
      </label>
      <input
        id={fileId}
        type="file"
        accept="image/*"
        onChange={onFile}
        disabled={disabled || uploading}
        aria-describedby={`${fileId}-limits`}
        className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-100 file:px-3 file:py-2 file:font-medium"
      />
      <p id={`${fileId}-limits`} className="text-xs text-gray-600">
        {UPLOAD_LIMITS_TEXT}
      </p>
      {uploading && (
        <p role="status" className="text-sm text-gray-600">
          Uploading...
        </p>
      )}
      {url && (
        <div className="flex flex-wrap items-start gap-4">
          <img
            src={url}
            alt={alt || title || 'Featured image'}
            className="h-24 w-40 rounded-md border border-gray-200 object-cover"
            data-testid="featured-image-thumbnail"
          />
          <div className="min-w-[12rem] flex-1 space-y-2">
            <label htmlFor={altId} className="block text-sm font-medium">
              Featured image alt text
            </label>
            <input
              id={altId}
              type="text"
              value={alt}
              onChange={(e) => onChange({ featuredImageAlt: e.target.value })}
              disabled={disabled || uploading}
              placeholder={title || 'Describe the image'}
              className="w-full rounded-md border border-gray-300 px-3 py-2"
            />
            <button
              type="button"
              onClick={() => onChange({ featuredImage: '', featuredImageAlt: '' })}
              disabled={disabled || uploading}
              className="text-sm text-red-700 underline"
            >
              Remove image
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
