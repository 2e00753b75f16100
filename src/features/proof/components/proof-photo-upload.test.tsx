import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BoardCycleProof } from '../api/get-proof';
import { CAMPAIGN_ID, DUNDAS, OXFORD } from '../testing/proof-fixtures';
import { PHOTO_UPLOAD_TEXT, ProofPhotoUpload } from './proof-photo-upload';
import { setupUser, type User } from '@/testing/user-events';

const mocks = vi.hoisted(() => ({ upload: vi.fn(), remove: vi.fn(), insert: vi.fn(), resize: vi.fn() }));

vi.mock('@/lib/supabase', () => ({
  supabase: {
    from: (table: string) => ({ insert: (row: unknown) => mocks.insert(table, row) }),
    storage: { from: () => ({ upload: mocks.upload, remove: mocks.remove }) },
  },
}));
// Drawing needs a real browser's canvas; the resize's arithmetic has its own unit test.
vi.mock('../lib/resize-photo', async (original) => ({ ...(await original<typeof import('../lib/resize-photo')>()), resizePhoto: mocks.resize }));

const figures = (locationId: string, boardName: string): BoardCycleProof => ({
  locationId,
  boardName,
  boardSlug: null,
  cycleStart: '2026-12-07',
  cycleEnd: '2027-01-03',
  operatingHours: '24 hours',
  loopSeconds: 48,
  contracted: 50400,
  delivered: 0,
  dailyImpressions: null,
  slotsPerLoop: 6,
});
const CYCLES = [figures(DUNDAS, 'London — Dundas St Downtown'), figures(OXFORD, 'London — Oxford St W at Hyde Park Rd')];
const RESIZED = { blob: new Blob(['jpeg'], { type: 'image/jpeg' }), width: 1600, height: 1200 };

function renderForm() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ProofPhotoUpload campaignId={CAMPAIGN_ID} cycles={CYCLES} />
    </QueryClientProvider>,
  );
}

async function fillAndSend(user: User) {
  await user.selectOptions(screen.getByLabelText(PHOTO_UPLOAD_TEXT.boardCycle), `${OXFORD}/2026-12-07`);
  await user.upload(
    screen.getByLabelText(PHOTO_UPLOAD_TEXT.file),
    new File(['raw'], 'IMG_0001.HEIC', { type: 'image/heic', lastModified: Date.parse('2026-12-08T12:00:00Z') }),
  );
  // The file's own date is offered first, on the Toronto clock.
  expect((screen.getByLabelText(PHOTO_UPLOAD_TEXT.takenAt) as HTMLInputElement).value).toBe('2026-12-08T07:00');
  await user.clear(screen.getByLabelText(PHOTO_UPLOAD_TEXT.takenAt));
  await user.type(screen.getByLabelText(PHOTO_UPLOAD_TEXT.takenAt), '2026-12-08T18:05');
  await user.click(screen.getByRole('button', { name: PHOTO_UPLOAD_TEXT.submit }));
}

beforeEach(() => {
  for (const m of Object.values(mocks)) m.mockReset();
  mocks.resize.mockResolvedValue(RESIZED);
  mocks.upload.mockResolvedValue({ data: { path: 'x' }, error: null });
  mocks.remove.mockResolvedValue({ data: [], error: null });
  mocks.insert.mockResolvedValue({ data: null, error: null, status: 201 });
});

describe('ProofPhotoUpload', () => {
  it('uploads the resized JPEG under a new name in the campaign’s folder and records it for the board and cycle chosen', async () => {
    const user = setupUser();
    renderForm();
    await fillAndSend(user);
    expect(await screen.findByText(PHOTO_UPLOAD_TEXT.done)).toBeTruthy();
    const [path, blob, options] = mocks.upload.mock.calls[0] as [string, Blob, { contentType: string }];
    expect(path).toMatch(new RegExp(`^${CAMPAIGN_ID}/[0-9a-f-]{36}\\.jpg$`));
    expect(blob).toBe(RESIZED.blob);
    expect(options.contentType).toBe('image/jpeg');
    expect(mocks.insert).toHaveBeenCalledWith('proof_photos', {
      campaign_id: CAMPAIGN_ID,
      location_id: OXFORD,
      cycle_start: '2026-12-07',
      storage_path: path,
      taken_at: '2026-12-08T23:05:00.000Z',
      width: 1600,
      height: 1200,
    });
  });

  it('removes the file again when the database refuses the record, and says why', async () => {
    mocks.insert.mockResolvedValue({
      data: null,
      error: { message: 'This campaign has no booking on that board for that cycle.', code: 'P0001' },
      status: 400,
    });
    const user = setupUser();
    renderForm();
    await fillAndSend(user);
    expect(await screen.findByText(`${PHOTO_UPLOAD_TEXT.failed}This campaign has no booking on that board for that cycle.`)).toBeTruthy();
    expect(mocks.remove).toHaveBeenCalledWith([mocks.upload.mock.calls[0]![0]]);
  });

  it('asks for a photo before sending anything', async () => {
    const user = setupUser();
    renderForm();
    await user.click(screen.getByRole('button', { name: PHOTO_UPLOAD_TEXT.submit }));
    expect(await screen.findByText(PHOTO_UPLOAD_TEXT.chooseFile)).toBeTruthy();
    expect(mocks.upload).not.toHaveBeenCalled();
  });

  it('asks which board and cycle the photo shows, choosing none by itself', async () => {
    const user = setupUser();
    renderForm();
    expect((screen.getByLabelText(PHOTO_UPLOAD_TEXT.boardCycle) as HTMLSelectElement).value).toBe('');
    await user.upload(screen.getByLabelText(PHOTO_UPLOAD_TEXT.file), new File(['raw'], 'IMG_0002.jpg', { type: 'image/jpeg' }));
    await user.click(screen.getByRole('button', { name: PHOTO_UPLOAD_TEXT.submit }));
    expect(await screen.findByText(PHOTO_UPLOAD_TEXT.noBoardCycle)).toBeTruthy();
    expect(mocks.upload).not.toHaveBeenCalled();
    expect(mocks.insert).not.toHaveBeenCalled();
  });
});
