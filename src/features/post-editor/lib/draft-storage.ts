import { z } from 'zod';
import type { PostFormValues } from './post-form-values';

// Autosaved drafts: one localStorage key per post id, and a
// separate one for a new post.

export const DRAFT_KEY_PREFIX = 'blog-draft:';
export const NEW_POST_DRAFT_KEY = `${DRAFT_KEY_PREFIX}new`;

export function draftKey(postId: string | null | undefined): string {
  return postId ? `${DRAFT_KEY_PREFIX}${postId}` : NEW_POST_DRAFT_KEY;
}

const draftSchema = z.object({
  savedAt: z.number(),
  values: z.object({
    title: z.string(),
    excerpt: z.string(),
    content: z.string(),
    featuredImage: z.string(),
    featuredImageAlt: z.string().default(''),
    metaTitle: z.string(),
    metaDescription: z.string(),
    tags: z.string(),
    categories: z.string(),
    isPublished: z.boolean(),
  }),
});

export type StoredDraft = z.infer<typeof draftSchema>;

export type DraftReadResult = { status: 'none' } | { status: 'corrupt' } | { status: 'found'; draft: StoredDraft };

function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function readDraft(key: string): DraftReadResult {
  const raw = storage()?.getItem(key);
  if (raw == null) return { status: 'none' };
  try {
    const parsed = draftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { status: 'found', draft: parsed.data } : { status: 'corrupt' };
  } catch {
    return { status: 'corrupt' };
  }
}

export function writeDraft(key: string, values: PostFormValues, now: number = Date.now()): void {
  try {
    storage()?.setItem(key, JSON.stringify({ savedAt: now, values } satisfies StoredDraft));
  } catch {
    // Storage full or unavailable: autosave is best effort.
  }
}

export function clearDraft(key: string): void {
  storage()?.removeItem(key);
}

/** The most recently autosaved draft of any post (or of a new post), if there is one that reads. */
export function latestDraft(): { postId: string | null; draft: StoredDraft } | null {
  const store = storage();
  if (!store) return null;
  let latest: { postId: string | null; draft: StoredDraft } | null = null;
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (!key?.startsWith(DRAFT_KEY_PREFIX)) continue;
    const result = readDraft(key);
    if (result.status !== 'found') continue;
    if (!latest || result.draft.savedAt > latest.draft.savedAt) {
      latest = { postId: key === NEW_POST_DRAFT_KEY ? null : key.slice(DRAFT_KEY_PREFIX.length), draft: result.draft };
    }
  }
  return latest;
}
