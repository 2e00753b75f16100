import { EditDeleteButtons } from '@/components/admin/edit-delete-buttons';
import { StatusBadge } from '@/components/admin/status-badge';
import { formatDate } from '@/lib/format-date';
import type { BlogPost } from '@/types/blog-post';
import { useAdminPosts } from '../api/list-admin-posts';
import { useDeletePost } from '../api/delete-post';

export const DELETE_CONFIRM_MESSAGE = 'Are you sure you want to delete this post?';
export const EMPTY_LIST_MESSAGE = 'No posts yet. Create your first post with New Post.';
export const LIST_ERROR_MESSAGE = 'Error loading blog posts. Please try again later.';

export interface AdminPostListProps {
  onEdit: (post: BlogPost) => void;
  /** After a change to what the public site shows (a published post deleted). */
  onPublicChange?: () => void;
  /** The post open in the form, if any (its buttons are disabled while it is edited). */
  editingId?: string | null;
}

export function AdminPostList({ onEdit, editingId, onPublicChange }: AdminPostListProps) {
  const { data: posts, isPending, isError } = useAdminPosts();
  const deletePost = useDeletePost();

  if (isPending)
    return (
      <p role="status" className="text-gray-600">
        Loading posts...
      </p>
    );
  if (isError)
    return (
      <p role="alert" className="text-red-700">
        {LIST_ERROR_MESSAGE}
      </p>
    );
  if (posts.length === 0) return <p className="text-gray-600">{EMPTY_LIST_MESSAGE}</p>;

  function remove(post: BlogPost) {
    if (!window.confirm(DELETE_CONFIRM_MESSAGE)) return;
    deletePost.mutate(post.id, { onSuccess: () => (post.is_published ? onPublicChange?.() : undefined) });
  }

  return (
    <ul className="space-y-4" aria-label="Posts">
      {posts.map((post) => (
        <li key={post.id} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-5">
          <article aria-labelledby={`post-${post.id}-title`}>
            {/* On a phone the buttons go under the title: beside it they squeeze it to a word per line. */}
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0 flex-1">
                <h3 id={`post-${post.id}-title`} className="break-words text-lg font-semibold text-ink">
                  {post.title}
                </h3>
                <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-600">
                  <time dateTime={post.publish_date}>{formatDate(post.publish_date)}</time>
                  <StatusBadge live={post.is_published}>{post.is_published ? 'Published' : 'Draft'}</StatusBadge>
                </p>
              </div>
              <EditDeleteButtons
                name={post.title}
                onEdit={() => onEdit(post)}
                onDelete={() => remove(post)}
                editDisabled={editingId === post.id}
                deleteDisabled={editingId === post.id || (deletePost.isPending && deletePost.variables === post.id)}
              />
            </div>
            {post.excerpt && <p className="mt-3 text-gray-700">{post.excerpt}</p>}
            {post.tags.length > 0 && (
              <ul className="mt-3 flex flex-wrap gap-2" aria-label={`Tags of ${post.title}`}>
                {post.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-brand-100 px-2.5 py-0.5 text-xs font-medium text-brand-800">
                    {tag}
                  </li>
                ))}
              </ul>
            )}
          </article>
        </li>
      ))}
    </ul>
  );
}
