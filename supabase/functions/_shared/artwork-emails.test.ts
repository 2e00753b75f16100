import { describe, expect, it } from 'vitest';
import { blackPng } from '../../../tests/e2e/png';
import {
  ARTWORK_CONFIRMATION_LINES,
  artworkConfirmationLine,
  buildArtworkDecision,
  type ArtworkDecisionNotice,
  type ArtworkNoticeStore,
  type CampaignArtworkStatus,
} from './artwork-emails';

const BOARD = { name: 'London — Dundas St Downtown', screen_width_px: 840, screen_height_px: 400 };

function store(status: CampaignArtworkStatus, file: Uint8Array | null = null): ArtworkNoticeStore {
  return {
    artworkDecision: async () => null,
    artworkStatus: async () => status,
    readArtwork: async () => file,
  };
}

const pending = (width: number | null, height: number | null): CampaignArtworkStatus['version'] => ({
  id: 'v1',
  state: 'pending',
  width,
  height,
  storage_path: 'requests/2026-11/a.png',
  content_type: 'image/png',
});

describe('the confirmation’s artwork sentence', () => {
  const target = { campaign: 'c1' };

  it('never says we will be in touch to someone whose artwork is uploaded and fits', async () => {
    expect(await artworkConfirmationLine(store({ version: pending(840, 400), boards: [BOARD] }), target)).toBe(ARTWORK_CONFIRMATION_LINES.fits);
    // A request's artwork whose size was never read: read from its bytes now.
    expect(await artworkConfirmationLine(store({ version: pending(null, null), boards: [BOARD] }, blackPng(1680, 800)), target)).toBe(
      ARTWORK_CONFIRMATION_LINES.fits,
    );
  });

  it('asks for artwork when there is none, and for a new version when it does not fit or cannot be read', async () => {
    expect(await artworkConfirmationLine(store({ version: null, boards: [BOARD] }), target)).toBe(ARTWORK_CONFIRMATION_LINES.none);
    expect(await artworkConfirmationLine(store({ version: pending(1000, 1000), boards: [BOARD] }), target)).toBe(
      'The artwork you sent does not fit: London — Dundas St Downtown needs artwork of 840 x 400 px (or the same proportions); this file is 1000 x 1000 px. Please upload a new version from your account.',
    );
    const html = new TextEncoder().encode('<html></html>');
    expect(await artworkConfirmationLine(store({ version: pending(null, null), boards: [BOARD] }, html), target)).toBe(ARTWORK_CONFIRMATION_LINES.unreadable);
  });

  it('says what was decided, and promises a review where no board states its size', async () => {
    expect(await artworkConfirmationLine(store({ version: { ...pending(840, 400)!, state: 'approved' }, boards: [BOARD] }), target)).toBe(
      ARTWORK_CONFIRMATION_LINES.approved,
    );
    expect(await artworkConfirmationLine(store({ version: { ...pending(840, 400)!, state: 'rejected' }, boards: [BOARD] }), target)).toBe(
      ARTWORK_CONFIRMATION_LINES.rejected,
    );
    const unsized = { name: 'Old board', screen_width_px: null, screen_height_px: null };
    expect(await artworkConfirmationLine(store({ version: pending(840, 400), boards: [unsized] }), target)).toBe(ARTWORK_CONFIRMATION_LINES.review);
  });
});

describe('the decision e-mail', () => {
  const notice: ArtworkDecisionNotice = {
    email: 'owner@example.com',
    reference: 'C-7K3Q9X',
    board: null,
    version: 2,
    state: 'rejected',
    reject_reason: 'too_much_text',
    staff_comment: 'Keep it to seven words.',
    campaign_id: 'c1',
    go_live_at: null,
  };

  it('names the reason in words and quotes the staff’s comment', () => {
    const email = buildArtworkDecision(notice)!;
    expect(email.subject).toBe('Your artwork needs a change (C-7K3Q9X)');
    expect(email.text).toContain('Reason: Too much text. There is more text than a driver can read in the few seconds the ad is on screen.');
    expect(email.text).toContain('Our note: Keep it to seven words.');
    expect(email.html).toContain('Reason: Too much text.');
  });

  it('tells of an approval with the go-live date, and makes nothing for a pending version', () => {
    const approved = buildArtworkDecision({ ...notice, state: 'approved', reject_reason: null, staff_comment: null, go_live_at: '2026-12-07T05:00:00Z' })!;
    expect(approved.subject).toBe('Your artwork is approved (C-7K3Q9X)');
    expect(approved.text).toContain('Your ad goes live Mon Dec 7, 2026 at 12:00 a.m. (Toronto time).');
    expect(buildArtworkDecision({ ...notice, state: 'pending', reject_reason: null })).toBeNull();
  });
});
