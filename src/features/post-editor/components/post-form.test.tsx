import { UPLOAD_LIMITS_TEXT } from '@/lib/upload-files';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readDraft, writeDraft } from '../lib/draft-storage';
import { emptyPostFormValues } from '../lib/post-form-values';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { fakeToast } from '@/testing/toast-fakes';
import { MISSING_ALT_MESSAGE, PostForm, postFormParts, type PostFormProps } from './post-form';

const mocks = vi.hoisted(() => ({
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  insert: vi.fn(),
}));

// The TipTap editor has its own tests; here a textarea stands in for it.
function EditorStandIn({ value, onChange }: { value: string; onChange: (html: string) => void }) {
  return <textarea aria-label="Content editor" defaultValue={value} onChange={(e) => onChange(e.target.value)} />;
}

// The toasts, the editor and the client, faked per test by spies on the real objects.
beforeEach(() => {
  fakeToast(mocks.toast);
  vi.spyOn(postFormParts, 'RichTextEditor').mockImplementation(EditorStandIn);
  fakeSupabase({
    from: () => ({
      select: () => ({ in: async () => ({ data: [], error: null }) }),
      insert: (row: Record<string, unknown>) => ({ select: () => ({ single: () => mocks.insert(row) }) }),
    }),
  });
});

function renderForm(props: Partial<PostFormProps> = {}) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  const router = createMemoryRouter([{ path: '/', element: <PostForm onSaved={onSaved} onClose={onClose} {...props} /> }]);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, onSaved, onClose };
}

describe('PostForm', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.useRealTimers());

  it("restores a saved draft on opening, once, with 'Restored saved draft'", () => {
    writeDraft('blog-draft:new', { ...emptyPostFormValues, title: 'Saved title', content: '<p>Body</p>' });
    const { unmount } = renderForm();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('Saved title');
    expect(screen.getByLabelText('Content editor')).toHaveValue('<p>Body</p>');
    expect(mocks.toast.info).toHaveBeenCalledTimes(1);
    expect(mocks.toast.info).toHaveBeenCalledWith('Restored saved draft');
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Saved title 2' } });
    expect(mocks.toast.info).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('does not announce anything when there is no draft', () => {
    renderForm();
    expect(mocks.toast.info).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
  });

  it('autosaves a change after an 800 ms pause, not before', () => {
    vi.useFakeTimers();
    renderForm();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Typed' } });
    act(() => vi.advanceTimersByTime(799));
    expect(readDraft('blog-draft:new').status).toBe('none');
    act(() => vi.advanceTimersByTime(1));
    const stored = readDraft('blog-draft:new');
    expect(stored.status === 'found' && stored.draft.values.title).toBe('Typed');
  });

  it('keys the draft of an existing post by its id', () => {
    vi.useFakeTimers();
    renderForm({
      post: {
        id: 'p1',
        title: 'Old',
        slug: 'old',
        content: '<p>x</p>',
        excerpt: null,
        featured_image: null,
        featured_image_alt: null,
        tags: [],
        categories: [],
        publish_date: '2026-01-01',
        is_published: true,
        meta_title: null,
        meta_description: null,
        created_at: '',
        updated_at: '',
      },
    });
    expect(screen.getByRole('button', { name: 'Update Post' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'New' } });
    act(() => vi.advanceTimersByTime(800));
    expect(readDraft('blog-draft:p1').status).toBe('found');
    expect(readDraft('blog-draft:new').status).toBe('none');
  });

  it('enables Preview only when both title and content are present', () => {
    renderForm();
    const preview = screen.getByRole('button', { name: 'Preview' });
    expect(preview).toBeDisabled();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'T' } });
    expect(preview).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Content editor'), { target: { value: '<p>Body</p>' } });
    expect(preview).toBeEnabled();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: '  ' } });
    expect(preview).toBeDisabled();
  });

  it('creates the post, clears the draft and reports success', async () => {
    mocks.insert.mockImplementation(async (row: Record<string, unknown>) => ({ data: { id: 'n', ...row }, error: null }));
    const { onSaved } = renderForm();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Hello' } });
    fireEvent.change(screen.getByLabelText('Tags (comma-separated)'), { target: { value: 'a, b,' } });
    writeDraft('blog-draft:new', { ...emptyPostFormValues, title: 'Hello' });
    fireEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('Post created successfully!'));
    expect(mocks.insert).toHaveBeenCalledWith(expect.objectContaining({ title: 'Hello', slug: 'hello', tags: ['a', 'b'], meta_title: null }));
    expect(mocks.toast.success).toHaveBeenCalledWith('Success', { description: 'Blog post created successfully!' });
    expect(readDraft('blog-draft:new').status).toBe('none');
  });

  it('shows the save failure message and the destructive toast', async () => {
    mocks.insert.mockResolvedValue({ data: null, error: { code: '42501', message: 'permission denied' } });
    const { onSaved } = renderForm();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Hello' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to save post. Please check your authentication and try again.');
    expect(mocks.toast.error).toHaveBeenCalledWith('Error', { description: 'Failed to create blog post. Please try again.' });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('Cancel closes the form', () => {
    const { onClose } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('Cancel with changes asks first, then discards the autosaved draft', () => {
    const confirm = vi.spyOn(window, 'confirm');
    localStorage.setItem('blog-draft:new', JSON.stringify({ savedAt: 1, values: {} }));
    const { onClose } = renderForm();
    fireEvent.change(screen.getByLabelText(/^Title/), { target: { value: 'Abandoned idea' } });

    confirm.mockReturnValueOnce(false);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(confirm).toHaveBeenCalledWith('Discard your unsaved changes to this post?');
    expect(onClose).not.toHaveBeenCalled();
    expect(localStorage.getItem('blog-draft:new')).not.toBeNull();

    confirm.mockReturnValueOnce(true);
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(localStorage.getItem('blog-draft:new')).toBeNull();
    confirm.mockRestore();
  });
});

describe('featured image alt text', () => {
  beforeEach(() => vi.clearAllMocks());

  it('asks once before publishing an image without alt text, then stores what the admin chose', async () => {
    mocks.insert.mockImplementation(async (row: Record<string, unknown>) => ({ data: { id: 'n', ...row }, error: null }));
    writeDraft('blog-draft:new', { ...emptyPostFormValues, title: 'With photo', featuredImage: 'https://x.example/p-1600w.webp', isPublished: true });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false);
    const { onSaved } = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    expect(confirm).toHaveBeenCalledWith(MISSING_ALT_MESSAGE);
    expect(mocks.insert).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Featured image alt text')).toHaveFocus();

    // Asked once: the second press publishes.
    fireEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(mocks.insert).toHaveBeenCalledWith(expect.objectContaining({ featured_image: 'https://x.example/p-1600w.webp', featured_image_alt: null }));
    confirm.mockRestore();
  });

  it('stores the alt text with the post', async () => {
    mocks.insert.mockImplementation(async (row: Record<string, unknown>) => ({ data: { id: 'n', ...row }, error: null }));
    writeDraft('blog-draft:new', { ...emptyPostFormValues, title: 'With photo', featuredImage: 'https://x.example/p-1600w.webp', isPublished: true });
    const confirm = vi.spyOn(window, 'confirm');
    const { onSaved } = renderForm();
    fireEvent.change(screen.getByLabelText('Featured image alt text'), { target: { value: 'A board at dusk' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create Post' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(confirm).not.toHaveBeenCalled();
    expect(mocks.insert).toHaveBeenCalledWith(expect.objectContaining({ featured_image_alt: 'A board at dusk' }));
    confirm.mockRestore();
  });
});

describe('upload fields', () => {
  it('state their limits', () => {
    renderForm();
    expect(screen.getByLabelText('Featured image', { exact: true })).toHaveAccessibleDescription(UPLOAD_LIMITS_TEXT);
    expect(UPLOAD_LIMITS_TEXT).toMatch(/5 MB/);
  });
});
