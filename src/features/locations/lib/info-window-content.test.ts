// @vitest-environment jsdom
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
    // The unsafe PDF is dropped: the sales sheet is the board page's print version.
    expect([...node.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      '/inventory/wellington-road-south',
      '/inventory/wellington-road-south?print',
    ]);
    expect(node.querySelector('h3')?.textContent).toBe('<img src=x onerror="alert(1)">');
    expect(node.textContent).toContain('<script>alert(2)</script>');
  });

  it('leaves out a missing description', () => {
    const node = buildInfoWindowContent(makeLocation({ description: null }));
    // Address, media type, and the links.
    expect(node.querySelectorAll('p')).toHaveLength(3);
  });

  it("links to the board's page, and to its print version as the sales sheet when the staff uploaded no PDF", () => {
    const node = buildInfoWindowContent(makeLocation({ sales_sheet_pdf_url: null, thumbnail_image_1_alt: 'The board over Wellington Rd' }));
    document.body.append(node);
    const view = within(node);
    expect(view.getByRole('link', { name: 'See the page of Wellington Road South' })).toHaveAttribute('href', '/inventory/wellington-road-south');
    const sheet = view.getByRole('link', { name: 'Sales sheet for Wellington Road South (printable page)' });
    expect(sheet).toHaveAttribute('href', '/inventory/wellington-road-south?print');
    expect(sheet).not.toHaveAttribute('target');
    expect(view.getByAltText('The board over Wellington Rd')).toBeInTheDocument();
    node.remove();
  });

  it('shows the board’s specs, audience and price, and its availability for the plan’s dates', () => {
    const board = makeLocation({
      screen_size: '10 ft x 30 ft',
      screen_width_px: 960,
      screen_height_px: 288,
      daily_impressions: 31000,
      impressions_source: 'BIA count, 2025',
      rate_per_cycle: 1900,
    });
    const node = buildInfoWindowContent(board, { inPlan: false, toggle: () => undefined, status: 'last-slot' });
    document.body.append(node);
    expect(node).toHaveTextContent('Screen size10 ft x 30 ft');
    expect(node).toHaveTextContent('Resolution960 × 288 px');
    expect(node).toHaveTextContent('About 31,000 daily impressions (BIA count, 2025)');
    expect(node).toHaveTextContent('$1,900 per 4-week cycle');
    expect(node).toHaveTextContent('1 slot left');
    expect(within(node).getByRole('button', { name: 'Add Wellington Road South to my plan' })).toBeEnabled();
    node.remove();
  });

  it('cannot add a sold-out board, but can take one out of the plan', () => {
    const toggle = vi.fn();
    const out = buildInfoWindowContent(makeLocation(), { inPlan: false, toggle, status: 'sold-out' });
    const add = within(out).getByRole('button', { name: 'Add Wellington Road South to my plan' });
    expect(add).toBeDisabled();
    document.body.append(out);
    expect(add).toHaveAccessibleDescription('Sold out for these dates');
    out.remove();
    const inPlan = buildInfoWindowContent(makeLocation(), { inPlan: true, toggle, status: 'sold-out' });
    const remove = within(inPlan).getByRole('button', { name: 'Remove Wellington Road South from my plan' });
    expect(remove).toBeEnabled();
    remove.click();
    expect(toggle).toHaveBeenCalledTimes(1);
  });

  it('offers a sold-out board for its next free start, as the list does', () => {
    const toggle = vi.fn();
    const addAt = vi.fn();
    const node = buildInfoWindowContent(makeLocation(), { inPlan: false, toggle, status: 'sold-out', nextFree: '2027-02-01', addAt });
    document.body.append(node);
    expect(within(node).getByText('Next free: Mon Feb 1, 2027')).toBeInTheDocument();
    const add = within(node).getByRole('button', { name: 'Add Wellington Road South to my plan for Mon Feb 1, 2027' });
    expect(add).toHaveTextContent('Add for Mon Feb 1, 2027');
    expect(add).toBeEnabled();
    add.click();
    expect(addAt).toHaveBeenCalledWith('2027-02-01');
    expect(toggle).not.toHaveBeenCalled();
    node.remove();
  });
});
