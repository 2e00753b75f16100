import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ArtworkVersion, CampaignArtwork } from '../api/artwork';
import { AccountArtworkView } from './account-artwork-section';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { setupUser } from '@/testing/user-events';

const mocks = {
  invoke: vi.fn(),
  uploadToSignedUrl: vi.fn(),
  createSignedUrl: vi.fn(),
  imageSize: vi.fn<(file: Blob) => Promise<{ width: number; height: number }>>(),
};

// jsdom decodes no images and has no createImageBitmap: each test gives it one
// that answers the pixel size a browser would read (and puts back what was
// there), so the form's own readImageSize runs.
const bitmapBefore = Object.getOwnPropertyDescriptor(globalThis, 'createImageBitmap');
const createImageBitmap = async (file: Blob) => ({ ...(await mocks.imageSize(file)), close: () => undefined });

const CAMPAIGN = 'c0000000-0000-4000-8000-000000000001';
// Thu Nov 26, 2026, noon in Toronto: the cycle of Mon Dec 7 is open until the end of Wed Dec 2.
const NOW = new Date('2026-11-26T17:00:00Z');
const DUNDAS = { id: 'b1', name: 'London — Dundas St Downtown', screen_width_px: 840, screen_height_px: 400 };
const WELLINGTON = { id: 'b2', name: 'London — Wellington Rd', screen_width_px: 1400, screen_height_px: 400 };

function version(over: Partial<ArtworkVersion>): ArtworkVersion {
  return {
    id: 'v1',
    campaign_id: CAMPAIGN,
    location_id: null,
    version: 1,
    storage_path: `campaigns/${CAMPAIGN}/x.png`,
    content_type: 'image/png',
    width: 840,
    height: 400,
    bytes: 1000,
    state: 'pending',
    reject_reason: null,
    staff_comment: null,
    decided_by: null,
    decided_at: null,
    uploaded_by: 'u1',
    source: 'upload',
    applies_from: '2026-12-07',
    replaces: null,
    created_at: '2026-11-25T15:00:00Z',
    ...over,
  };
}

function artwork(over: Partial<CampaignArtwork> = {}): CampaignArtwork {
  return { versions: [], boards: [DUNDAS], cycleStarts: ['2026-12-07', '2027-01-04'], goLive: null, ...over };
}

function wrap(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

const png = () => new File([new Uint8Array(100)], 'ad.png', { type: 'image/png' });

beforeEach(() => {
  fakeSupabase({
    functions: { invoke: mocks.invoke },
    storage: { from: () => ({ uploadToSignedUrl: mocks.uploadToSignedUrl, createSignedUrl: mocks.createSignedUrl }) },
  });
  Object.defineProperty(globalThis, 'createImageBitmap', { value: createImageBitmap, configurable: true, writable: true });
  mocks.invoke.mockReset();
  mocks.uploadToSignedUrl.mockReset();
  mocks.createSignedUrl.mockReset().mockImplementation(async (path: string) => ({ data: { signedUrl: `https://storage.test/signed/${path}` }, error: null }));
  mocks.imageSize.mockReset();
});
afterEach(() => {
  if (bitmapBefore) Object.defineProperty(globalThis, 'createImageBitmap', bitmapBefore);
  else Reflect.deleteProperty(globalThis, 'createImageBitmap');
});

describe('AccountArtworkView', () => {
  it('states the requirement, the deadline and that go-live waits for approval before any file is chosen', () => {
    render(wrap(<AccountArtworkView campaignId={CAMPAIGN} artwork={artwork()} now={NOW} />));
    expect(screen.getByText('JPEG or PNG, a still image, up to 10 MB, 840 x 400 px for London — Dundas St Downtown.')).toBeInTheDocument();
    expect(
      screen.getByText('Changes for the cycle starting Mon Dec 7, 2026 are accepted until the end of Wed Dec 2, 2026 (Toronto time).'),
    ).toBeInTheDocument();
    expect(screen.getByText(/The go-live date is set once your artwork is approved/)).toBeInTheDocument();
    expect(screen.getByText('No artwork yet.')).toBeInTheDocument();
  });

  it('asks which cycle the version is for, offering only the cycles still open, and uploads nothing until one is chosen', async () => {
    const user = setupUser();
    // Thu Dec 3, 2026 in Toronto: Dec 7's deadline (end of Wed Dec 2) has passed; Jan 4's is open.
    render(wrap(<AccountArtworkView campaignId={CAMPAIGN} artwork={artwork()} now={new Date('2026-12-03T17:00:00Z')} />));
    const select = screen.getByRole('combobox', { name: 'Which cycle is this version for?' });
    expect(select).toBeRequired();
    expect(select).toHaveValue('');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Choose a cycle',
      'The cycle starting Mon Jan 4, 2027 (changes until the end of Wed Dec 30, 2026)',
    ]);
    mocks.imageSize.mockResolvedValueOnce({ width: 840, height: 400 });
    await user.upload(screen.getByLabelText('Artwork file'), png());
    expect(await screen.findByText('Fits London — Dundas St Downtown exactly (840 x 400 px).')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload this version' })).toBeDisabled();
    await user.selectOptions(select, '2027-01-04');
    expect(screen.getByRole('button', { name: 'Upload this version' })).toBeEnabled();
    expect(mocks.invoke).not.toHaveBeenCalled();
  });

  it('refuses a file of the wrong proportions before upload, and uploads one that fits for the cycle chosen', async () => {
    const user = setupUser();
    render(wrap(<AccountArtworkView campaignId={CAMPAIGN} artwork={artwork()} now={NOW} />));
    const input = screen.getByLabelText('Artwork file');
    const button = screen.getByRole('button', { name: 'Upload this version' });
    await user.selectOptions(screen.getByLabelText('Which cycle is this version for?'), '2026-12-07');

    mocks.imageSize.mockResolvedValueOnce({ width: 1000, height: 1000 });
    await user.upload(input, png());
    expect(
      await screen.findByText('London — Dundas St Downtown needs artwork of 840 x 400 px (or the same proportions); this file is 1000 x 1000 px.'),
    ).toBeInTheDocument();
    expect(button).toBeDisabled();

    mocks.imageSize.mockResolvedValueOnce({ width: 840, height: 400 });
    mocks.invoke
      .mockResolvedValueOnce({ data: { path: `campaigns/${CAMPAIGN}/n.png`, token: 't' }, error: null })
      .mockResolvedValueOnce({ data: { id: 'v9', version: 1 }, error: null });
    mocks.uploadToSignedUrl.mockResolvedValueOnce({ data: {}, error: null });
    await user.upload(input, png());
    expect(await screen.findByText('Fits London — Dundas St Downtown exactly (840 x 400 px).')).toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent('Version 1 is uploaded and waiting for our review.');
    expect(mocks.invoke).toHaveBeenNthCalledWith(1, 'artwork-version', {
      body: { campaignId: CAMPAIGN, locationId: null, appliesFrom: '2026-12-07', fileName: 'ad.png', contentType: 'image/png', size: 100 },
    });
    expect(mocks.invoke).toHaveBeenNthCalledWith(2, 'artwork-version', {
      body: { submit: `campaigns/${CAMPAIGN}/n.png`, appliesFrom: '2026-12-07' },
    });
  });

  it('shows the server’s refusal in its words', async () => {
    const user = setupUser();
    render(wrap(<AccountArtworkView campaignId={CAMPAIGN} artwork={artwork()} now={NOW} />));
    mocks.imageSize.mockResolvedValueOnce({ width: 840, height: 400 });
    mocks.invoke.mockResolvedValueOnce({ data: null, error: new Error('This campaign is not yours.') });
    await user.selectOptions(screen.getByLabelText('Which cycle is this version for?'), '2027-01-04');
    await user.upload(screen.getByLabelText('Artwork file'), png());
    await user.click(await screen.findByRole('button', { name: 'Upload this version' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('This campaign is not yours.'));
  });

  it('shows each version’s state, and for one sent back the reason in words and the staff’s comment', () => {
    const versions = [
      version({ id: 'v2', version: 2, state: 'approved', decided_at: '2026-11-26T15:00:00Z' }),
      version({
        id: 'v1',
        version: 1,
        state: 'rejected',
        reject_reason: 'low_contrast',
        staff_comment: 'Try white text on the dark blue.',
        decided_at: '2026-11-25T16:00:00Z',
      }),
    ];
    const goLive = { campaign_id: CAMPAIGN, go_live_at: '2026-12-07T05:00:00Z' } as CampaignArtwork['goLive'];
    render(wrap(<AccountArtworkView campaignId={CAMPAIGN} artwork={artwork({ versions, goLive })} now={NOW} />));
    expect(screen.getByText('Approved')).toBeInTheDocument();
    expect(screen.getByText('Sent back')).toBeInTheDocument();
    expect(screen.getByText('Reason: Low contrast. The colours are too close to each other to stand out on an LED screen.')).toBeInTheDocument();
    expect(screen.getByText('Our note: Try white text on the dark blue.')).toBeInTheDocument();
    expect(screen.getByText('Goes live Mon Dec 7, 2026 at 12:00 a.m. (Toronto time).')).toBeInTheDocument();
  });

  it('shows each version’s file as a small lazy-loaded thumbnail through a signed link, named by its version', async () => {
    const versions = [
      version({ id: 'v2', version: 2, storage_path: `campaigns/${CAMPAIGN}/two.png`, width: 1680, height: 800 }),
      version({
        id: 'v1',
        version: 1,
        storage_path: `campaigns/${CAMPAIGN}/one.png`,
        state: 'rejected',
        reject_reason: 'other',
        decided_at: '2026-11-25T16:00:00Z',
      }),
    ];
    render(wrap(<AccountArtworkView campaignId={CAMPAIGN} artwork={artwork({ versions })} now={NOW} />));
    const two = await screen.findByRole('img', { name: 'Artwork version 2' });
    expect(two).toHaveAttribute('src', `https://storage.test/signed/campaigns/${CAMPAIGN}/two.png`);
    expect(two).toHaveAttribute('loading', 'lazy');
    expect(two).toHaveAttribute('width', '134');
    expect(await screen.findByRole('img', { name: 'Artwork version 1' })).toHaveAttribute('src', `https://storage.test/signed/campaigns/${CAMPAIGN}/one.png`);
    expect(mocks.createSignedUrl).toHaveBeenCalledWith(`campaigns/${CAMPAIGN}/two.png`, 600);
  });

  it('while a version waits for review, offers to replace it with a new file', async () => {
    const user = setupUser();
    render(wrap(<AccountArtworkView campaignId={CAMPAIGN} artwork={artwork({ versions: [version({ id: 'v3', version: 3 })] })} now={NOW} />));
    expect(screen.getByText('Version 3 is waiting for our review. Until it is decided, you can replace it with a new file.')).toBeInTheDocument();
    mocks.imageSize.mockResolvedValueOnce({ width: 840, height: 400 });
    mocks.invoke
      .mockResolvedValueOnce({ data: { path: `campaigns/${CAMPAIGN}/n.png`, token: 't' }, error: null })
      .mockResolvedValueOnce({ data: { id: 'v4', version: 3 }, error: null });
    mocks.uploadToSignedUrl.mockResolvedValueOnce({ data: {}, error: null });
    await user.selectOptions(screen.getByLabelText('Which cycle is this version for?'), '2026-12-07');
    await user.upload(screen.getByLabelText('Artwork file'), png());
    await user.click(await screen.findByRole('button', { name: 'Replace version 3' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Version 3 is uploaded and waiting for our review.');
    expect(mocks.invoke).toHaveBeenNthCalledWith(2, 'artwork-version', {
      body: { submit: `campaigns/${CAMPAIGN}/n.png`, appliesFrom: '2026-12-07', replaces: 'v3' },
    });
  });

  it('takes artwork per board where the screens differ in size', () => {
    render(wrap(<AccountArtworkView campaignId={CAMPAIGN} artwork={artwork({ boards: [DUNDAS, WELLINGTON] })} now={NOW} />));
    expect(screen.getByLabelText('Artwork for London — Dundas St Downtown')).toBeInTheDocument();
    expect(screen.getByLabelText('Artwork for London — Wellington Rd')).toBeInTheDocument();
    expect(screen.getByText('JPEG or PNG, a still image, up to 10 MB, 1400 x 400 px for London — Wellington Rd.')).toBeInTheDocument();
  });

  it('once every deadline has passed, says so and offers no upload', () => {
    render(wrap(<AccountArtworkView campaignId={CAMPAIGN} artwork={artwork()} now={new Date('2027-01-02T12:00:00Z')} />));
    expect(screen.getByText(/The deadline for artwork changes has passed/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Artwork file')).toBeNull();
  });
});
