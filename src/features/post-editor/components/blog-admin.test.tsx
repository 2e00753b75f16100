import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlogPost } from '@/types/blog-post';
import { writeDraft } from '../lib/draft-storage';
import { emptyPostFormValues } from '../lib/post-form-values';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { fakeToast } from '@/testing/toast-fakes';
import { BlogAdmin } from './blog-admin';
import { postFormParts } from './post-form';

const mocks = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  posts: [] as unknown[],
  order: vi.fn(),
  deleted: [] as string[],
}));

// The toasts, the editor (a textarea stands in for TipTap) and the client, faked per test by spies on the real objects.
beforeEach(() => {
  fakeToast(mocks.toast);
  vi.spyOn(postFormParts, 'RichTextEditor').mockImplementation(({ value }: { value: string }) => <textarea aria-label="Content editor" defaultValue={value} />);
  fakeSupabase({
    from: () => ({
      select: () => ({
        order: (column: string, options: unknown) => {
          mocks.order(column, options);
          return Promise.resolve({ data: mocks.posts, error: null });
        },
      }),
      delete: () => ({
        eq: (_column: string, id: string) => ({
          select: async () => {
            mocks.deleted.push(id);
            return { data: [{ id }], error: null };
          },
        }),
      }),
    }),
  });
});

const post = (over: Partial<BlogPost>): BlogPost => ({
  id: 'p',
  title: 'Post',
  slug: 'post',
  content: '<p>x</p>',
  excerpt: null,
  featured_image: null,
  featured_image_alt: null,
  tags: [],
  categories: [],
  publish_date: '2026-03-01',
  is_published: true,
  meta_title: null,
  meta_description: null,
  created_at: '',
  updated_at: '',
  ...over,
});

function renderAdmin() {
  const router = createMemoryRouter([{ path: '/', element: <BlogAdmin /> }]);
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('BlogAdmin', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    mocks.deleted = [];
    mocks.posts = [
      post({ id: 'a', title: 'Live post', excerpt: 'Live excerpt', tags: ['billboards', 'london'], is_published: true }),
      post({ id: 'b', title: 'Hidden draft', is_published: false, publish_date: '2026-02-01' }),
    ];
  });

  it('lists every post, drafts included, newest first, with badges and tags', async () => {
    renderAdmin();
    const live = (await screen.findByRole('heading', { name: 'Live post' })).closest('article')!;
    expect(mocks.order).toHaveBeenCalledWith('publish_date', { ascending: false });
    expect(within(live).getByText('Published')).toBeInTheDocument();
    expect(within(live).getByText('Live excerpt')).toBeInTheDocument();
    expect(within(live).getByText('billboards')).toBeInTheDocument();
    expect(within(live).getByText('March 1, 2026')).toBeInTheDocument();
    const draft = screen.getByRole('heading', { name: 'Hidden draft' }).closest('article')!;
    expect(within(draft).getByText('Draft')).toBeInTheDocument();
    // Only a published post can be seen on the site.
    expect(within(live).getByRole('link', { name: 'View on site: Live post' })).toHaveAttribute('href', '/blog/post');
    expect(within(draft).queryByRole('link', { name: /View on site/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit Live post' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Hidden draft' })).toBeInTheDocument();
  });

  it('asks in a dialog that names the post, and deletes only after confirmation', async () => {
    const confirm = vi.spyOn(window, 'confirm');
    renderAdmin();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Live post' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete “Live post”?' });
    expect(dialog).toHaveTextContent('Are you sure you want to delete this post?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(mocks.deleted).toEqual([]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Live post' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete “Live post”?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete post' }));
    await waitFor(() => expect(mocks.deleted).toEqual(['a']));
    expect(confirm).not.toHaveBeenCalled();
    await waitFor(() => expect(mocks.toast.success).toHaveBeenCalledWith('Success', { description: 'Blog post deleted successfully!' }));
  });

  it("Recover Draft says 'No autosaved draft found' when there is none", async () => {
    renderAdmin();
    fireEvent.click(screen.getByRole('button', { name: 'Recover Draft' }));
    expect(mocks.toast.info).toHaveBeenCalledWith('No autosaved draft found');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("Recover Draft says 'Failed to recover draft' for a corrupt draft", async () => {
    localStorage.setItem('blog-draft:new', '{"values": oops');
    renderAdmin();
    fireEvent.click(screen.getByRole('button', { name: 'Recover Draft' }));
    expect(mocks.toast.error).toHaveBeenCalledWith('Failed to recover draft');
  });

  it("Recover Draft opens the form with the draft and says 'Recovered autosaved draft'", async () => {
    writeDraft('blog-draft:new', { ...emptyPostFormValues, title: 'Lost work' });
    renderAdmin();
    fireEvent.click(screen.getByRole('button', { name: 'Recover Draft' }));
    expect(mocks.toast.success).toHaveBeenCalledWith('Recovered autosaved draft');
    expect(screen.getByRole('heading', { name: 'Create New Post' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Lost work');
    // Recovered explicitly: the automatic restore does not announce it a second time.
    expect(mocks.toast.info).not.toHaveBeenCalledWith('Restored saved draft');
  });

  it('New Post opens an empty form; Cancel closes it', async () => {
    renderAdmin();
    fireEvent.click(screen.getByRole('button', { name: 'New Post' }));
    expect(screen.getByRole('heading', { name: 'Create New Post' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('heading', { name: 'Create New Post' })).not.toBeInTheDocument();
  });

  it('Edit opens the form with the post', async () => {
    renderAdmin();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Live post' }));
    expect(screen.getByRole('heading', { name: 'Edit Post' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Live post');
    expect(screen.getByLabelText('Tags (comma-separated)')).toHaveValue('billboards, london');
  });
});
