import { fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { LazyImage } from './lazy-image';

const placeholder = (container: HTMLElement) => container.querySelector('.animate-pulse');

describe('LazyImage', () => {
  it('loads lazily with explicit size and a pulse placeholder', () => {
    const { container } = render(<LazyImage src="/a.webp" alt="A digital billboard" width={600} height={400} />);
    const img = screen.getByRole('img', { name: 'A digital billboard' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).toHaveAttribute('width', '600');
    expect(img).toHaveAttribute('height', '400');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).not.toHaveAttribute('elementtiming');
    expect(placeholder(container)).not.toBeNull();
    expect(img.parentElement).toHaveStyle({ aspectRatio: '600 / 400' });
  });

  it('prerenders a still placeholder: nothing pulses until the app runs and finds the image still loading', () => {
    const html = renderToString(<LazyImage src="/a.webp" alt="A" width={10} height={10} />);
    const box = document.createElement('div');
    box.innerHTML = html;
    expect(box.querySelector('[aria-busy="true"] > span[aria-hidden="true"]')).not.toBeNull();
    expect(box.querySelector('.animate-pulse')).toBeNull();
  });

  it('loads priority images eagerly with high fetch priority, named for Element Timing', () => {
    render(<LazyImage src="/hero.webp" alt="Hero" width={1920} height={1080} priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('elementtiming', 'hero');
  });

  it('removes the placeholder once loaded and calls onLoad', () => {
    const onLoad = vi.fn();
    const { container } = render(<LazyImage src="/a.webp" alt="A" width={10} height={10} onLoad={onLoad} />);
    fireEvent.load(screen.getByRole('img', { name: 'A' }));
    expect(placeholder(container)).toBeNull();
    expect(onLoad).toHaveBeenCalledOnce();
  });

  it("shows 'Image not available' on error", () => {
    const onError = vi.fn();
    render(<LazyImage src="/missing.webp" alt="Billboard on Wellington Road" width={600} height={400} onError={onError} />);
    fireEvent.error(screen.getByRole('img', { name: 'Billboard on Wellington Road' }));
    expect(screen.getByText('Image not available')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Billboard on Wellington Road' })).toHaveStyle({ aspectRatio: '600 / 400' });
    expect(onError).toHaveBeenCalledOnce();
  });

  it('tries again when the src changes after an error', () => {
    const { rerender } = render(<LazyImage src="/missing.webp" alt="B" width={10} height={10} />);
    fireEvent.error(screen.getByRole('img', { name: 'B' }));
    expect(screen.getByText('Image not available')).toBeInTheDocument();
    rerender(<LazyImage src="/other.webp" alt="B" width={10} height={10} />);
    expect(screen.queryByText('Image not available')).toBeNull();
    expect(screen.getByRole('img', { name: 'B' })).toHaveAttribute('src', '/other.webp');
  });

  it('renders modern sources in a picture element', () => {
    const { container } = render(<LazyImage src="/a.jpg" alt="A" width={10} height={10} sources={[{ type: 'image/avif', srcSet: '/a.avif' }]} />);
    expect(container.querySelector('picture source[type="image/avif"]')).toHaveAttribute('srcset', '/a.avif');
  });
});
