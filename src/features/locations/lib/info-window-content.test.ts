import { within } from '@testing-library/react';
import { makeLocation } from '../testing/locations';
import { buildInfoWindowContent } from './info-window-content';

describe('buildInfoWindowContent', () => {
  it('shows name, address, media type, description, both thumbnails and the sales sheet link', () => {
    const node = buildInfoWindowContent(makeLocation());
    document.body.append(node);
    const view = within(node);
    expect(view.getByRole('heading', { name: 'Wellington Road South' })).toBeInTheDocument();
    expect(view.getByText('1105 Wellington Rd, London, ON N6E 1V4')).toBeInTheDocument();
    expect(node).toHaveTextContent('Media type: Digital LED');
    expect(view.getByText('High-traffic approach to White Oaks Mall.')).toBeInTheDocument();
    expect(view.getByAltText('Wellington Road South, billboard view 1')).toHaveAttribute('src', '/images/locations/wellington-1.jpg');
    expect(view.getByAltText('Wellington Road South, billboard view 2')).toHaveAttribute('src', '/images/locations/wellington-2.jpg');
    const link = view.getByRole('link', { name: /sales sheet for wellington road south/i });
    expect(link).toHaveAttribute('href', '/sales-sheets/wellington.pdf');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveTextContent('View Sales Sheet (PDF)');
    node.remove();
  });

  it('treats database text as text, never as HTML, and drops unsafe URLs', () => {
    const node = buildInfoWindowContent(
      makeLocation({
        name: '<img src=x onerror="alert(1)">',
        description: '<script>alert(2)</script>',
        thumbnail_image_1: 'javascript:alert(3)',
        thumbnail_image_2: null,
        sales_sheet_pdf_url: 'javascript:alert(4)',
      }),
    );
    expect(node.querySelector('script')).toBeNull();
    expect(node.querySelectorAll('img')).toHaveLength(0);
    expect(node.querySelector('a')).toBeNull();
    expect(node.querySelector('h3')?.textContent).toBe('<img src=x onerror="alert(1)">');
    expect(node.textContent).toContain('<script>alert(2)</script>');
  });

  it('leaves out a missing description', () => {
    const node = buildInfoWindowContent(makeLocation({ description: null }));
    expect(node.querySelectorAll('p')).toHaveLength(2);
  });
});
