import { render } from '@testing-library/react';
import { SafeHtml } from './safe-html';

describe('SafeHtml', () => {
  it('renders the sanitised HTML only', () => {
    const { container } = render(
      <SafeHtml html={'<h2>Title</h2><img src="x" onerror="alert(1)"><script>alert(2)</script>'} className="prose" />,
    );
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
