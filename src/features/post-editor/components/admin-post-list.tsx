import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EditDeleteButtons } from '@/components/admin/edit-delete-buttons';
import { paths } from '@/config/paths';
import { StatusBadge } from '@/components/admin/status-badge';
import { formatDate } from '@/lib/format-date';
import type { BlogPost } from '@/types/blog-post';
import { useAdminPosts } from '../api/list-admin-posts';
import { useDeletePost } from '../api/delete-post';
import { DeletePostDialog } from './delete-post-dialog';

export { DELETE_CONFIRM_MESSAGE } from './delete-post-dialog';
export const VIEW_ON_SITE_TEXT = 'View on site';
export const EMPTY_LIST_MESSAGE = 'No posts yet. Create your first post with New Post.';
export const LIST_ERROR_MESSAGE = 'Error loading blog posts. Please try again later.';

export interface AdminPostListProps {
  onEdit: (post: BlogPost) => void;
  /** The post open in the form, if any (its buttons are disabled while it is edited). */
  editingId?: string | null;
}

export function AdminPostList({ onEdit, editingId }: AdminPostListProps) {
  const { data: posts, isPending, isError } = useAdminPosts();
  const deletePost = useDeletePost();
  const [deleting, setDeleting] = useState<BlogPost | null>(null);

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
    setDeleting(null);
    deletePost.mutate(post.id);
  }

  return (
    <>
      <DeletePostDialog
        title={deleting?.title ?? null}
        published={deleting?.is_published ?? false}
        onCancel={() => setDeleting(null)}
        onConfirm={() => (deleting ? remove(deleting) : undefined)}
      />
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
                    {post.is_published ? (
                      <Link
                        to={paths.blogPost(post.slug)}
                        aria-label={`${VIEW_ON_SITE_TEXT}: ${post.title}`}
                        className="font-medium text-ink underline underline-offset-4 hover:text-brand-800"
                      >
                        {VIEW_ON_SITE_TEXT}
                      </Link>
                    ) : null}
                  </p>
                </div>
                <EditDeleteButtons
                  name={post.title}
                  onEdit={() => onEdit(post)}
                  onDelete={() => setDeleting(post)}
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
    </>
  );
}
