import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { fakeToast } from '@/testing/toast-fakes';
import { imagePreparation } from '../api/upload-image';
import { RichTextEditor } from './rich-text-editor';

const mocks = vi.hoisted(() => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() }, upload: vi.fn() }));
// The toasts, the image preparation and the storage client, faked per test by spies on the real objects.
beforeEach(() => {
  fakeToast(mocks.toast);
  // jsdom cannot decode or draw images: the resizing itself runs in the browser tests (tests/e2e/journey-staff-writes-a-post.spec.ts).
  vi.spyOn(imagePreparation, 'prepareImage').mockImplementation(async (file: File) => ({ large: { blob: file, width: 1200, ext: 'webp' }, small: null }));
  fakeSupabase({
    storage: {
      from: () => ({
        upload: mocks.upload,
        getPublicUrl: (path: string) => ({ data: { publicUrl: `http://127.0.0.1:54321/storage/v1/object/public/blog-images/${path}` } }),
      }),
    },
  });
});

// jsdom has no layout: ProseMirror asks ranges for their rectangles when it scrolls the caret into view.
// Other files share this DOM (vitest.config.ts): what was there is put back after this file.
const rangeRects = Object.getOwnPropertyDescriptors(Range.prototype);
const textHadRects = 'getClientRects' in Text.prototype;
beforeAll(() => {
  const emptyList = Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = () => emptyList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  if (!textHadRects) {
    Object.defineProperty(Text.prototype, 'getClientRects', { value: () => emptyList, configurable: true });
  }
});
afterAll(() => {
  for (const name of ['getClientRects', 'getBoundingClientRect'] as const) {
    const before = rangeRects[name];
    if (before) Object.defineProperty(Range.prototype, name, before);
    else Reflect.deleteProperty(Range.prototype, name);
  }
  if (!textHadRects) Reflect.deleteProperty(Text.prototype, 'getClientRects');
});

function renderEditor(value = '<p>Hello world</p>') {
  const onChange = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RichTextEditor value={value} onChange={onChange} />
    </QueryClientProvider>,
  );
  return { onChange, lastHtml: () => onChange.mock.calls.at(-1)?.[0] as string | undefined };
}

describe('RichTextEditor', () => {
  it('has a toolbar of labelled buttons; toggles report aria-pressed', () => {
    renderEditor();
    for (const label of [
      'Undo',
      'Redo',
      'Heading 1',
      'Heading 2',
      'Heading 3',
      'Bold',
      'Italic',
      'Bullet list',
      'Numbered list',
      'Blockquote',
      'Align left',
      'Align center',
      'Align right',
      'Highlight yellow',
      'Highlight green',
      'Highlight pink',
      'Default colour',
      'Insert link',
      'Insert image',
      'Insert table',
    ]) {
      expect(screen.getByRole('button', { name: label })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Default colour' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('applies a heading and centre alignment', async () => {
    const { lastHtml } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Heading 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Align center' }));
    await waitFor(() => expect(lastHtml()).toMatch(/<h2 style="text-align: center;?">Hello world<\/h2>/));
    expect(screen.getByRole('button', { name: 'Heading 2' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Align center' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('inserts nothing when the link URL is empty, and a link with optional text otherwise', async () => {
    const { lastHtml } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Insert link' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Insert Link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter a URL.');
    expect(lastHtml() ?? '').not.toContain('<a ');
    fireEvent.change(screen.getByLabelText('URL'), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert Link' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Only http, https, mailto, tel or relative links are allowed.');
    fireEvent.change(screen.getByLabelText('URL'), { target: { value: 'https://example.com/rates' } });
    fireEvent.change(screen.getByLabelText('Link text (optional)'), { target: { value: 'our rates' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert Link' }));
    await waitFor(() => expect(lastHtml()).toContain('href="https://example.com/rates"'));
    expect(lastHtml()).toContain('>our rates</a>');
  });

  it('disables Insert while the URL is empty, and inserts an image from a URL', async () => {
    const { lastHtml } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Insert image' }));
    const add = await screen.findByRole('button', { name: 'Insert' });
    expect(add).toBeDisabled();
    fireEvent.change(screen.getByLabelText('Image URL'), { target: { value: 'https://example.com/board.png' } });
    fireEvent.change(screen.getByLabelText('Alt text'), { target: { value: 'A board' } });
    expect(add).toBeEnabled();
    fireEvent.click(add);
    await waitFor(() => expect(lastHtml()).toContain('src="https://example.com/board.png"'));
    expect(lastHtml()).toContain('alt="A board"');
  });

  it('uploads an image under blog-images/ and reports a failure', async () => {
    mocks.upload.mockResolvedValueOnce({ data: {}, error: null });
    const { lastHtml } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Insert image' }));
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'My Board.png', { type: 'image/png' });
    fireEvent.change(await screen.findByLabelText('Upload image'), { target: { files: [file] } });
    // The dialog stays open on the preview, waiting for the alt text and Insert.
    const preview = await screen.findByTestId('uploaded-image-preview');
    expect(preview.getAttribute('src')).toMatch(/\/blog-images\/blog-images\/\d+-my-board-1200w\.webp$/);
    expect(screen.getByRole('dialog', { name: 'Insert image' })).toBeInTheDocument();
    expect(lastHtml() ?? '').not.toContain('<img');
    fireEvent.change(screen.getByLabelText('Alt text'), { target: { value: 'A lit board' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert' }));
    await waitFor(() => expect(lastHtml()).toMatch(/src="[^"]*\/blog-images\/blog-images\/\d+-my-board-1200w\.webp"/));
    expect(lastHtml()).toContain('alt="A lit board"');
    expect(screen.queryByRole('dialog', { name: 'Insert image' })).not.toBeInTheDocument();
    expect(mocks.upload.mock.calls[0][0]).toMatch(/^blog-images\/\d+-my-board-1200w\.webp$/);

    mocks.upload.mockResolvedValueOnce({ data: null, error: { message: 'mime type not allowed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Insert image' }));
    fireEvent.change(await screen.findByLabelText('Upload image'), { target: { files: [file] } });
    await waitFor(() => expect(mocks.toast.error).toHaveBeenCalledWith('Failed to upload image: mime type not allowed'));
  });

  it('inserts a 3x3 table with a header row and shows the table controls', async () => {
    const { lastHtml } = renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Insert table' }));
    await waitFor(() => expect(lastHtml()).toContain('<table'));
    expect(lastHtml()!.match(/<th /g)).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Add row below' })).toBeEnabled();
    fireEvent.click(screen.getByRole('button', { name: 'Add row below' }));
    await waitFor(() => expect(lastHtml()!.match(/<tr>/g)).toHaveLength(4));
  });
});
