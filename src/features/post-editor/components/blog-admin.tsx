import { FilePlus2, History } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import type { BlogPost } from '@/types/blog-post';
import { useAdminPosts } from '../api/list-admin-posts';
import { draftKey, latestDraft, readDraft } from '../lib/draft-storage';
import type { PostFormValues } from '../lib/post-form-values';
import { AdminPostList } from './admin-post-list';
import { PostForm } from './post-form';

export const DRAFT_RECOVERED_MESSAGE = 'Recovered autosaved draft';
export const NO_DRAFT_MESSAGE = 'No autosaved draft found';
export const DRAFT_RECOVERY_FAILED_MESSAGE = 'Failed to recover draft';
export const POSTS_LOADING_MESSAGE = 'The posts are still loading; try again in a moment.';

type FormState = { open: false } | { open: true; post: BlogPost | null; recovered?: PostFormValues; instance: number };

/** The post list, the New Post / Recover Draft actions and the post form. */
export function BlogAdmin() {
  const [form, setForm] = useState<FormState>({ open: false });
  const [notice, setNotice] = useState<string | null>(null);
  const [instance, setInstance] = useState(0);
  const posts = useAdminPosts();
  const noticeRef = useRef<HTMLParagraphElement>(null);

  // The form closes on save; bring its success notice into view where the form was.
  useEffect(() => {
    if (notice) noticeRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'center' });
  }, [notice]);

  function open(post: BlogPost | null, recovered?: PostFormValues) {
    setNotice(null);
    setInstance((n) => n + 1);
    setForm({ open: true, post, recovered, instance: instance + 1 });
    window.scrollTo?.({ top: 0, behavior: 'smooth' });
  }

  function recoverDraft() {
    // An open form recovers its own draft; otherwise the latest one, of a new
    // post or of an edit of an existing post.
    if (!form.open) {
      const latest = latestDraft();
      if (latest?.postId && !posts.data) {
        toast.info(POSTS_LOADING_MESSAGE);
        return;
      }
      if (latest) {
        const post = latest.postId ? (posts.data?.find((p) => p.id === latest.postId) ?? null) : null;
        open(post, latest.draft.values);
        toast.success(DRAFT_RECOVERED_MESSAGE);
        return;
      }
    }
    const post = form.open ? form.post : null;
    const result = readDraft(draftKey(post?.id));
    if (result.status === 'none') {
      toast.info(NO_DRAFT_MESSAGE);
    } else if (result.status === 'corrupt') {
      toast.error(DRAFT_RECOVERY_FAILED_MESSAGE);
    } else {
      open(post, result.draft.values);
      toast.success(DRAFT_RECOVERED_MESSAGE);
    }
  }

  return (
    <div className="space-y-8">
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => open(null)}>
          <FilePlus2 aria-hidden="true" className="h-4 w-4" />
          New Post
        </Button>
        <Button variant="outline" onClick={recoverDraft}>
          <History aria-hidden="true" className="h-4 w-4" />
          Recover Draft
        </Button>
      </div>

      <p ref={noticeRef} role="status" className={notice ? 'rounded-md border border-green-200 bg-green-50 px-3 py-2 text-green-800' : 'sr-only'}>
        {notice}
      </p>

      {form.open && (
        <section aria-labelledby="post-form-heading" className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
          <h2 id="post-form-heading" className="mb-6 text-xl font-bold text-ink">
            {form.post ? 'Edit Post' : 'Create New Post'}
          </h2>
          <PostForm
            key={form.instance}
            post={form.post}
            recovered={form.recovered}
            onClose={() => setForm({ open: false })}
            onSaved={(message) => {
              setForm({ open: false });
              setNotice(message);
            }}
          />
        </section>
      )}

      <section aria-labelledby="all-posts-heading">
        <h2 id="all-posts-heading" className="mb-4 text-xl font-bold text-ink">
          All Posts
        </h2>
        <AdminPostList onEdit={(post) => open(post)} editingId={form.open ? form.post?.id : null} />
      </section>
    </div>
  );
}
