import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BillboardLocation } from '@/types/billboard-location';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { fakeToast } from '@/testing/toast-fakes';
import { LocationForm } from './location-form';

const mocks = {
  toast: { success: vi.fn(), error: vi.fn(), info: vi.fn() },
  update: vi.fn(),
};

beforeEach(() => {
  fakeSupabase({
    from: () => ({
      update: (row: Record<string, unknown>) => ({ eq: () => ({ select: () => ({ single: () => mocks.update(row) }) }) }),
    }),
    storage: { from: () => ({ remove: async () => ({ data: [], error: null }) }) },
  });
  fakeToast(mocks.toast);
});

const board: BillboardLocation = {
  id: 'c0000000-0000-4000-8000-000000000001',
  name: 'London — Wellington Rd & Highway 401',
  slug: 'london-wellington-rd-highway-401',
  address: '3350 Wellington Rd S, London, ON N6E 3N1',
  latitude: 42.9318,
  longitude: -81.2262,
  media_type: 'Digital LED — 14 ft x 48 ft',
  description: null,
  thumbnail_image_1: null,
  thumbnail_image_2: null,
  thumbnail_image_1_alt: null,
  thumbnail_image_2_alt: null,
  sales_sheet_pdf_url: null,
  is_active: true,
  slots_per_loop: 6,
  spot_seconds: 8,
  daily_impressions: 48200,
  impressions_source: 'City of London traffic count, 2025',
  screen_width_px: 1400,
  screen_height_px: 400,
  screen_size: '14 ft x 48 ft',
  facing: 'Northbound, right-hand read',
  operating_hours: '6:00 a.m. to midnight, every day',
  rate_per_cycle: 2450,
  created_at: '2026-01-05T15:00:00Z',
};

function renderForm(others: BillboardLocation[] = []) {
  const onSaved = vi.fn();
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <LocationForm location={board} onSaved={onSaved} onCancel={vi.fn()} others={others} />
    </QueryClientProvider>,
  );
  return { onSaved };
}

const input = (label: string) => screen.getByLabelText(label, { exact: true });

describe('LocationForm: screen, audience and price', () => {
  beforeEach(() => vi.clearAllMocks());

  it('shows the board\u2019s stored values, each with its limits', () => {
    renderForm();
    expect(input('Screen size')).toHaveValue('14 ft x 48 ft');
    expect(input('Facing')).toHaveValue('Northbound, right-hand read');
    expect(input('Screen width (px)')).toHaveValue('1400');
    expect(input('Screen height (px)')).toHaveValue('400');
    expect(input('Spots per loop')).toHaveValue('6');
    expect(input('Spot length (seconds)')).toHaveValue('8');
    expect(input('Operating hours')).toHaveValue('6:00 a.m. to midnight, every day');
    expect(input('Daily impressions')).toHaveValue('48200');
    expect(input('Source of the impressions')).toHaveValue('City of London traffic count, 2025');
    expect(input('Rate per cycle ($)')).toHaveValue('2450');
    expect(input('Spots per loop')).toHaveAccessibleDescription('Advertisers sharing the screen: 1 to 20 (usually 6).');
    expect(input('Rate per cycle ($)')).toHaveAccessibleDescription(
      'Optional. Price per 4-week cycle, $1,100 to $2,500; empty shows the company\u2019s \u2018from\u2019 price.',
    );
  });

  it('refuses a rate outside the company range, says why and focuses the field; nothing is saved', async () => {
    renderForm();
    fireEvent.change(input('Rate per cycle ($)'), { target: { value: '3000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Location' }));
    const message = 'The rate per cycle must be between $1,100 and $2,500 (the company\u2019s range), or left empty.';
    expect(await screen.findByText(message)).toBeVisible();
    expect(input('Rate per cycle ($)')).toHaveAttribute('aria-invalid', 'true');
    expect(input('Rate per cycle ($)')).toHaveFocus();
    expect(mocks.update).not.toHaveBeenCalled();
  });

  it('saves the alt text the staff write for each photo', async () => {
    mocks.update.mockImplementation(async (row: Record<string, unknown>) => ({ data: { ...board, ...row }, error: null }));
    const { onSaved } = renderForm();
    fireEvent.change(input('Photo 1 description (alt text)'), { target: { value: ' The board over northbound Wellington Rd ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Location' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(mocks.update).toHaveBeenCalledWith(
      expect.objectContaining({ thumbnail_image_1_alt: 'The board over northbound Wellington Rd', thumbnail_image_2_alt: null }),
    );
  });

  it('saves the new columns, an emptied field as null', async () => {
    mocks.update.mockImplementation(async (row: Record<string, unknown>) => ({ data: { ...board, ...row }, error: null }));
    const { onSaved } = renderForm();
    fireEvent.change(input('Spots per loop'), { target: { value: '8' } });
    fireEvent.change(input('Rate per cycle ($)'), { target: { value: '' } });
    fireEvent.change(input('Daily impressions'), { target: { value: '50,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Update Location' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(mocks.update).toHaveBeenCalledWith(
      expect.objectContaining({
        slots_per_loop: 8,
        spot_seconds: 8,
        rate_per_cycle: null,
        daily_impressions: 50000,
        screen_width_px: 1400,
        screen_height_px: 400,
      }),
    );
  });
});

describe('LocationForm: another board like this one, and picking the point', () => {
  beforeEach(() => vi.clearAllMocks());

  it('warns about another board with the same name or address, and still saves', async () => {
    mocks.update.mockImplementation(async (row: Record<string, unknown>) => ({ data: { ...board, ...row }, error: null }));
    const other = { ...board, id: 'c0000000-0000-4000-8000-000000000002', name: 'Wellington South face', address: '3350 wellington rd s, London ON N6E 3N1' };
    const { onSaved } = renderForm([other]);
    expect(await screen.findByText(/is at the same address/)).toHaveTextContent('Wellington South face is at the same address.');
    expect(screen.queryByText(/already called/)).not.toBeInTheDocument();
    fireEvent.change(input('Name'), { target: { value: 'WELLINGTON south face' } });
    expect(screen.getByText('Another board is already called “Wellington South face”. Save anyway if this is a different board.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Update Location' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
  });

  it('places the point where the preview is clicked; the fields stay the way to type it', () => {
    renderForm();
    const preview = screen.getByTestId('point-preview');
    preview.getBoundingClientRect = () => new DOMRect(0, 0, 200, 215);
    // London, Ontario sits about two thirds across and nine tenths down the outline.
    fireEvent.click(preview, { clientX: 130.4, clientY: 193.4 });
    const lat = Number((input('Latitude') as HTMLInputElement).value);
    const lng = Number((input('Longitude') as HTMLInputElement).value);
    expect(lat).toBeCloseTo(42.9, 0);
    expect(lng).toBeCloseTo(-81.3, 0);
    expect(preview).toHaveAccessibleName(`The point ${lat}, ${lng} lies in Ontario.`);
  });
});
