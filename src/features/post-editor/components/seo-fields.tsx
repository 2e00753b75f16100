import { useId } from 'react';
import { Field } from '@/components/ui/field';
import { META_DESCRIPTION_MAX, META_TITLE_MAX } from '../lib/post-form-values';

export const characterCounter = (length: number, max: number) => `${length}/${max} characters`;

export interface SeoFieldsProps {
  title: string;
  excerpt: string;
  metaTitle: string;
  metaDescription: string;
  onChange: (changes: { metaTitle?: string; metaDescription?: string }) => void;
  disabled?: boolean;
}

/** Meta title (falls back to the title) and meta description (falls back to the excerpt). */
export function SeoFields({ title, excerpt, metaTitle, metaDescription, onChange, disabled }: SeoFieldsProps) {
  const titleId = useId();
  const descriptionId = useId();
  return (
    <fieldset className="space-y-4 rounded-md border border-gray-200 p-4">
      <legend className="px-1 text-sm font-semibold text-ink">SEO settings</legend>
      <Field id={titleId} label="Meta title">
        <input
          id={titleId}
          type="text"
          maxLength={META_TITLE_MAX}
          value={metaTitle}
          placeholder={title.trim() || 'Defaults to the post title'}
          onChange={(e) => onChange({ metaTitle: e.target.value.slice(0, META_TITLE_MAX) })}
          disabled={disabled}
          aria-describedby={`${titleId}-count ${titleId}-hint`}
          className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2"
        />
        <p className="mt-1 flex justify-between text-xs text-gray-600">
          <span id={`${titleId}-hint`}>When empty, the post title is used.</span>
          <span id={`${titleId}-count`}>{characterCounter(metaTitle.length, META_TITLE_MAX)}</span>
        </p>
      </Field>
      <Field id={descriptionId} label="Meta description">
        <textarea
          id={descriptionId}
          rows={3}
          maxLength={META_DESCRIPTION_MAX}
          value={metaDescription}
          placeholder={excerpt.trim() || 'Defaults to the excerpt'}
          onChange={(e) => onChange({ metaDescription: e.target.value.slice(0, META_DESCRIPTION_MAX) })}
          disabled={disabled}
          aria-describedby={`${descriptionId}-count ${descriptionId}-hint`}
          className="mt-1 w-full rounded-md border border-gray-300 px-3 py-2"
        />
        <p className="mt-1 flex justify-between text-xs text-gray-600">
          <span id={`${descriptionId}-hint`}>When empty, the excerpt is used.</span>
          <span id={`${descriptionId}-count`}>{characterCounter(metaDescription.length, META_DESCRIPTION_MAX)}</span>
        </p>
      </Field>
    </fieldset>
  );
}
