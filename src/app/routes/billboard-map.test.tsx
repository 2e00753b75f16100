import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { env } from '@/config/env';
import { googleMapsLoader } from '@/features/locations/lib/load-google-maps';
import { twoLocations } from '@/features/locations/testing/locations';
import { fakePublicReads } from '@/testing/public-reads-fakes';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { Component as BillboardMapPage } from './billboard-map';

const from = () => {
  const builder = {
    select: () => builder,
    eq: () => builder,
    order: () => builder,
    retry: () => Promise.resolve({ data: twoLocations, error: null }),
  };
  return builder;
};
const rpc = () => Promise.resolve({ data: [], error: null });

// No Maps key (a spy on the real env's getter); the boards on the app's client
// and on the public reads' PostgREST client alike (spies on the real objects).
beforeEach(() => {
  vi.spyOn(env, 'VITE_GOOGLE_MAPS_API_KEY', 'get').mockReturnValue('');
  fakeSupabase({ from, rpc });
  fakePublicReads({ from, rpc });
});

/** The Maps JavaScript API's script, which Google's loader adds to the page when the map is asked for. */
const mapsScript = () => document.querySelector('script[src*="maps.googleapis.com"]');

function renderPage() {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={['/billboard-map']}>
        <BillboardMapPage />
      </MemoryRouter>
    </AppProvider>,
  );
}

describe('/billboard-map page', () => {
  it('has a main landmark, the heading, and the call and send-message buttons', () => {
    const { container } = renderPage();
    expect(container.querySelector('main#main')).not.toBeNull();
    expect(screen.getByRole('heading', { level: 1, name: 'Billboard Locations Map' })).toBeInTheDocument();
    // The page's own buttons, and the phone's action bar that the page renders itself.
    expect(screen.getAllByRole('link', { name: 'Call 1-800-555-0199' }).map((link) => link.getAttribute('href'))).toEqual([
      'tel:+18005550199',
      'tel:+18005550199',
    ]);
    expect(screen.getByRole('link', { name: 'Send a Message' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('navigation', { name: 'Call or get a quote' })).toBeInTheDocument();
  });

  it('without a Maps key, lists the locations and never requests the script', async () => {
    const load = vi.spyOn(googleMapsLoader, 'load');
    renderPage();
    expect(await screen.findByText('Showing 2 billboard locations')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Wellington Road South' })).toBeInTheDocument();
    expect(screen.getByText('The map could not be shown here. The list below has every board.')).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
    expect(mapsScript()).toBeNull();
  });

  it('on a phone, once the plan has boards, the action bar in view says how many and leads to the plan', async () => {
    renderPage();
    const bar = screen.getByRole('navigation', { name: 'Call or get a quote' });
    expect(within(bar).queryByRole('link', { name: /in your plan$/ })).toBeNull();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Wellington Road South to my plan' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add Highbury Avenue North to my plan' }));
    const indicator = within(bar).getByRole('link', { name: '2 boards in your plan' });
    expect(indicator).toHaveAttribute('href', '#campaign-plan-heading');
    expect(indicator).toHaveTextContent('2');
    expect(indicator.closest('li')).toHaveClass('md:hidden');
    expect(document.getElementById('campaign-plan-heading')).not.toBeNull();
  });
});
