import { fireEvent, render, screen } from '@testing-library/react';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('renders the sanitised HTML only', () => {
    const { container } = render(<SafeHtml html={'<h2>Title</h2><img src="x" onerror="alert(1)"><script>alert(2)</script>'} className="prose" />);
    const root = container.firstElementChild!;
    expect(root).toHaveClass('prose');
    expect(root.querySelector('h2')).toHaveTextContent('Title');
    expect(root.querySelector('script')).toBeNull();
    expect(root.querySelector('img')).not.toHaveAttribute('onerror');
  });

  it('renders nothing for empty content', () => {
    const { container } = render(<SafeHtml html={null} />);
    expect(container.firstElementChild).toBeEmptyDOMElement();
  });
});

describe('images in post HTML', () => {
  it('pulse while loading, then show the image', () => {
    const { container } = render(<SafeHtml html='<p><img src="/a.png" alt="A board"></p>' />);
    const img = container.querySelector('img')!;
    expect(img).toHaveClass('animate-pulse');
    fireEvent.load(img);
    expect(img).not.toHaveClass('animate-pulse');
  });

  it("are replaced by 'Image not available' when they fail, keeping their alt text as the name", () => {
    const { container } = render(<SafeHtml html='<p><img src="/missing.png" alt="A board"></p>' />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'A board' })).toHaveTextContent('Image not available');
  });
});
