import { render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { quoteHandoffState } from '@/features/locations/lib/quote-handoff';
import { makeLocation } from '@/features/locations/testing/locations';
import { Component as ContactPage } from './contact';

function renderWithState(state: unknown) {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[{ pathname: '/contact-us', state }]}>
        <Routes>
          <Route path="/contact-us" element={<ContactPage />} />
        </Routes>
      </MemoryRouter>
    </AppProvider>,
  );
}

const board = makeLocation({
  id: 'c0000000-0000-4000-8000-000000000002',
  name: 'Oxford St W',
  address: '1295 Oxford St W, London, ON N6H 1W1',
  rate_per_cycle: 1650,
  daily_impressions: 26500,
  slots_per_loop: 4,
  screen_width_px: 960,
  screen_height_px: 288,
});

describe('/contact-us with a plan', () => {
  it('summarises the plan with dates above the form, links back to edit it, and requests the dates', async () => {
    renderWithState(quoteHandoffState([board], 3, '2027-01-04'));
    const summary = await screen.findByRole('region', { name: 'Your campaign plan' }, { timeout: 5000 });
    expect(summary).toHaveTextContent('Mon Jan 4 – Sun Mar 28, 2027 (3 cycles)');
    expect(summary).toHaveTextContent('Oxford St W');
    expect(summary).toHaveTextContent('$1,650 per 4-week cycle');
    // 1,650 x 3, less 5%; 26,500 x 84 / 4 impressions.
    expect(within(summary).getByText('$4,703')).toBeInTheDocument();
    expect(within(summary).getByText('You save $248 with 3 cycles')).toBeInTheDocument();
    expect(within(summary).getByText('about 556,500')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'Edit plan' })).toHaveAttribute('href', '/billboard-map');
    expect(screen.getByRole('button', { name: 'Request these dates' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Artwork (optional): JPEG or PNG, up to 10 MB', {}, { timeout: 5000 })).toHaveAttribute('type', 'file');
    // The summary comes before the form.
    const form = screen.getByRole('form', { name: 'Request a quote' });
    expect(summary.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('without dates (a plan from before, or none) is the plain form', () => {
    renderWithState(quoteHandoffState([board], 3));
    expect(screen.queryByRole('region', { name: 'Your campaign plan' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Artwork (optional): JPEG or PNG, up to 10 MB')).toBeNull();
  });
});
