import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import type { BlogPost } from '@/types/blog-post';
import { parseList } from '@/lib/parse-list';
import { useCreatePost } from '../api/create-post';
import { useUpdatePost } from '../api/update-post';
import { RichTextEditor } from '../editor/rich-text-editor';
import { useAutosave } from '../hooks/use-autosave';
import { useUnsavedChanges } from '../hooks/use-unsaved-changes';
import { clearDraft, draftKey, readDraft } from '../lib/draft-storage';
import { emptyPostFormValues, hasContent, sameValues, toPostInput, valuesFromPost, type PostFormValues } from '../lib/post-form-values';
import { FeaturedImageField } from './featured-image-field';
import { PostPreviewDialog } from './post-preview-dialog';
import { SeoFields } from './seo-fields';

export const POST_CREATED_MESSAGE = 'Post created successfully!';
export const POST_UPDATED_MESSAGE = 'Post updated successfully!';
export const SAVE_FAILED_MESSAGE = 'Failed to save post. Please check your authentication and try again.';
export const DRAFT_RESTORED_MESSAGE = 'Restored saved draft';
export const MISSING_ALT_MESSAGE = 'The featured image has no alt text, so people using screen readers will not know what it shows. Publish without it?';
export const DISCARD_CHANGES_MESSAGE = 'Discard your unsaved changes to this post?';
export const TITLE_REQUIRED_MESSAGE = 'Title is required.';

// The editor is reached through this object rather than its import binding so
// that component tests, which share their modules (vitest.config.ts), can put a
// stand-in for TipTap with vi.spyOn: an ES module's export cannot be spied on.
export const postFormParts = { RichTextEditor };

export interface PostFormProps {
  /** The post being edited; absent for a new post. */
  post?: BlogPost | null;
  /** Values brought back by Recover Draft: used as they are, without the automatic restore. */
  recovered?: PostFormValues;
  onClose: () => void;
  /** After a successful save, with the message to show. */
  onSaved: (message: string) => void;
}

interface InitialState {
  baseline: PostFormValues;
  values: PostFormValues;
  restored: boolean;
}

function initialState(post: BlogPost | null | undefined, recovered: PostFormValues | undefined): InitialState {
  const baseline = post ? valuesFromPost(post) : emptyPostFormValues;
  if (recovered) return { baseline, values: recovered, restored: false };
  const stored = readDraft(draftKey(post?.id));
  if (stored.status === 'found' && !sameValues(stored.draft.values, baseline)) {
    return { baseline, values: stored.draft.values, restored: true };
  }
  return { baseline, values: baseline, restored: false };
}

export function PostForm({ post, recovered, onClose, onSaved }: PostFormProps) {
  const ids = { title: useId(), excerpt: useId(), content: useId(), tags: useId(), categories: useId(), published: useId(), featuredImageAlt: useId() };
  const key = draftKey(post?.id);
  const [initial] = useState(() => initialState(post, recovered));
  const [values, setValues] = useState(initial.values);
  const [error, setError] = useState<string | null>(null);
  const [uploads, setUploads] = useState({ featured: false, editor: false });
  const [previewOpen, setPreviewOpen] = useState(false);
  const announced = useRef(false);
  const createPost = useCreatePost();
  const updatePost = useUpdatePost();

  const saving = createPost.isPending || updatePost.isPending;
  const uploading = uploads.featured || uploads.editor;
  const dirty = !sameValues(values, initial.baseline);
  const canPreview = values.title.trim().length > 0 && hasContent(values.content);

  useEffect(() => {
    if (initial.restored && !announced.current) {
      announced.current = true;
      toast.info(DRAFT_RESTORED_MESSAGE);
    }
  }, [initial.restored]);

  useAutosave({ key, values, enabled: dirty });
  useUnsavedChanges(dirty && !saving);

  const altAsked = useRef(false);
  const update = (changes: Partial<PostFormValues>) => setValues((current) => ({ ...current, ...changes }));

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving || uploading) return;
    if (!values.title.trim()) {
      setError(TITLE_REQUIRED_MESSAGE);
      return;
    }
    // Publishing an image nobody described: ask once per form, then respect the answer.
    if (values.isPublished && values.featuredImage && !values.featuredImageAlt.trim() && !altAsked.current) {
      altAsked.current = true;
      if (!window.confirm(MISSING_ALT_MESSAGE)) {
        document.getElementById(ids.featuredImageAlt)?.focus();
        return;
      }
    }
    setError(null);
    const input = toPostInput(values);
    try {
      if (post) await updatePost.mutateAsync({ id: post.id, changes: input });
      else await createPost.mutateAsync(input);
    } catch {
      setError(SAVE_FAILED_MESSAGE);
      return;
    }
    clearDraft(key);
    onSaved(post ? POST_UPDATED_MESSAGE : POST_CREATED_MESSAGE);
  }

  // Cancel closes and resets the form: the autosaved draft goes too, so the
  // next New Post starts clean (Recover Draft is for a reload or a crash).
  function handleCancel() {
    if (dirty && !window.confirm(DISCARD_CHANGES_MESSAGE)) return;
    clearDraft(key);
    onClose();
  }

  const busy = saving || uploading;
  const inputClass = 'mt-1 w-full rounded-md border border-gray-300 px-3 py-2 disabled:bg-gray-100';

  return (
    <form onSubmit={handleSubmit} className="space-y-6" aria-label={post ? 'Edit post' : 'New post'}>
      <Field
        id={ids.title}
        label={
          <>
            Title <span aria-hidden="true">*</span>
          </>
        }
      >
        <input
          id={ids.title}
          type="text"
          required
          maxLength={200}
          value={values.title}
          onChange={(e) => update({ title: e.target.value })}
          disabled={saving}
          className={inputClass}
        />
      </Field>

      <FeaturedImageField
        url={values.featuredImage}
        alt={values.featuredImageAlt}
        altInputId={ids.featuredImageAlt}
        title={values.title}
        onChange={update}
        onUploadingChange={(featured) => setUploads((u) => ({ ...u, featured }))}
        disabled={saving}
      />

      <Field id={ids.excerpt} label="Excerpt">
        <textarea
          id={ids.excerpt}
          rows={3}
          maxLength={1000}
          value={values.excerpt}
          onChange={(e) => update({ excerpt: e.target.value })}
          disabled={saving}
          className={inputClass}
        />
      </Field>

      <SeoFields
        title={values.title}
        excerpt={values.excerpt}
        metaTitle={values.metaTitle}
        metaDescription={values.metaDescription}
        onChange={update}
        disabled={saving}
      />

      <div>
        <span id={ids.content} className="mb-1 block text-sm font-medium">
          Content
        </span>
        <postFormParts.RichTextEditor
          value={values.content}
          onChange={(content) => update({ content })}
          labelledBy={ids.content}
          onUploadingChange={(editor) => setUploads((u) => ({ ...u, editor }))}
        />
      </div>

      <div className="grid gap-4 md:grid-cols-2">
        <Field id={ids.tags} label="Tags (comma-separated)">
          <input
            id={ids.tags}
            type="text"
            value={values.tags}
            onChange={(e) => update({ tags: e.target.value })}
            disabled={saving}
            placeholder="marketing, billboards"
            aria-describedby={`${ids.tags}-preview`}
            className={inputClass}
          />
          <p id={`${ids.tags}-preview`} className="mt-1 text-xs text-gray-600">
            {parseList(values.tags).length} tag(s)
          </p>
        </Field>
        <Field id={ids.categories} label="Categories (comma-separated)">
          <input
            id={ids.categories}
            type="text"
            value={values.categories}
            onChange={(e) => update({ categories: e.target.value })}
            disabled={saving}
            placeholder="news, guides"
            className={inputClass}
          />
        </Field>
      </div>

      <div className="flex items-center gap-2">
        <input
          id={ids.published}
          type="checkbox"
          checked={values.isPublished}
          onChange={(e) => update({ isPublished: e.target.checked })}
          disabled={saving}
          className="h-4 w-4 rounded border-gray-300"
        />
        <label htmlFor={ids.published} className="text-sm font-medium">
          Published
        </label>
      </div>

      {error && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-700">
          {error}
        </p>
      )}

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={busy}>
          {saving ? 'Saving...' : post ? 'Update Post' : 'Create Post'}
        </Button>
        <Button variant="outline" disabled={!canPreview || busy} onClick={() => setPreviewOpen(true)}>
          Preview
        </Button>
        <Button variant="ghost" disabled={busy} onClick={handleCancel}>
          Cancel
        </Button>
      </div>

      <PostPreviewDialog
        open={previewOpen}
        onOpenChange={setPreviewOpen}
        post={{
          title: values.title,
          content: values.content,
          excerpt: values.excerpt || null,
          featured_image: values.featuredImage || null,
          featured_image_alt: values.featuredImageAlt || null,
          tags: parseList(values.tags),
          publish_date: post?.publish_date ?? new Date().toISOString(),
        }}
      />
    </form>
  );
}
