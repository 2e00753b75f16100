import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { sanitizeHtml } from '@/lib/sanitize';
import { SafeHtml } from './safe-html';

const sanitizerCalls = vi.hoisted(() => ({ count: 0 }));
vi.mock('@/lib/sanitize', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/sanitize')>();
  return {
    ...actual,
    sanitizeHtml: (html: string | null | undefined) => {
      sanitizerCalls.count += 1;
      return actual.sanitizeHtml(html);
    },
  };
});

const HOSTILE = '<h2>Title</h2><img src="x" onerror="alert(1)"><script>alert(2)</script>';

/** Renders inside act, so React sees the sanitiser's module (loaded on first use) arrive. */
async function renderSafe(html: string | null, className?: string) {
  const view = await act(async () => render(<SafeHtml html={html} className={className} />));
  expect(view.container.firstElementChild).not.toBeNull();
  return view;
}

// Loaded once for the file, as the first page that needs it does in the browser.
beforeAll(() => import('@/lib/sanitize'));

describe('SafeHtml', () => {
  beforeEach(() => (sanitizerCalls.count = 0));

  it('renders the sanitised HTML only', async () => {
    const { container } = await renderSafe(HOSTILE, 'prose');
    const root = container.firstElementChild!;
    expect(root).toHaveClass('prose');
    expect(root.querySelector('h2')).toHaveTextContent('Title');
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('renders nothing for empty content', async () => {
    const { container } = await renderSafe(null);
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });

  it('hydrates the prerendered markup as it is, without sanitising again, and sanitises content that changes', async () => {
    // What the build wrote: this very content, through the same allowlist.
    const container = document.createElement('div');
    container.innerHTML = `<div class="prose">${sanitizeHtml(HOSTILE)}</div>`;
    document.body.append(container);
    sanitizerCalls.count = 0;
    const heading = container.querySelector('h2');

    const root = await act(async () => hydrateRoot(container, <SafeHtml html={HOSTILE} className="prose" />));
    expect(container.querySelector('h2')).toBe(heading);
    expect(sanitizerCalls.count).toBe(0);

    await act(async () => root.render(<SafeHtml html={'<p>Changed</p><iframe src="https://evil.example"></iframe>'} className="prose" />));
    await waitFor(() => expect(container).toHaveTextContent('Changed'));
    expect(container.querySelector('iframe')).toBeNull();
    expect(sanitizerCalls.count).toBeGreaterThan(0);
    root.unmount();
    container.remove();
  });
});

describe('images in post HTML', () => {
  it('pulse while loading, then show the image', async () => {
    const { container } = await renderSafe('<p><img src="/a.png" alt="A board"></p>');
    const img = container.querySelector('img')!;
    expect(img).toHaveClass('animate-pulse');
    fireEvent.load(img);
    expect(img).not.toHaveClass('animate-pulse');
  });

  it("are replaced by 'Image not available' when they fail, keeping their alt text as the name", async () => {
    const { container } = await renderSafe('<p><img src="/missing.png" alt="A board"></p>');
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'A board' })).toHaveTextContent('Image not available');
  });
});
