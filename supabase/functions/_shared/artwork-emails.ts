// E-mails about an advertiser's artwork: the staff's decision on a version,
// and the artwork paragraph of the confirmation e-mail. They name the reason
// from the fixed list and quote the staff's own comment, never text the
// advertiser wrote (not even the campaign's name, which may carry their
// company's): the reference, the board and the version are ours.

import { checkArtwork, type ArtworkBoard } from './artwork-fit.ts';
import { inspectImage } from './artwork-bytes.ts';
import { REJECT_REASON_LABELS, REJECT_REASON_TEXT, type ArtworkRejectReason, type ArtworkState } from './artwork-reasons.ts';
import { torontoMoment } from './campaign-reminders.ts';
import { company } from './company.ts';
import { ACCOUNT_LINK_TEXT } from './account-link.ts';
import { paragraphsPage as page } from './email-html.ts';
import type { OutgoingEmail } from './mailer.ts';

/** A row of public.artwork_decision_notice. */
export interface ArtworkDecisionNotice {
  email: string;
  reference: string;
  board: string | null;
  version: number;
  state: ArtworkState;
  reject_reason: ArtworkRejectReason | null;
  staff_comment: string | null;
  campaign_id: string;
  go_live_at: string | null;
}

/** public.campaign_artwork_status: the newest version and the boards it must fit. */
export interface CampaignArtworkStatus {
  version: { id: string; state: ArtworkState; width: number | null; height: number | null; storage_path: string; content_type: string } | null;
  boards: ArtworkBoard[];
}

export interface ArtworkNoticeStore {
  artworkDecision(versionId: string): Promise<ArtworkDecisionNotice | null>;
  artworkStatus(target: { campaign: string } | { booking: string }): Promise<CampaignArtworkStatus>;
  /** The stored file's bytes (service role), or null. */
  readArtwork(path: string): Promise<Uint8Array | null>;
}

/** The advertiser's page of one campaign. */
export function accountCampaignUrl(campaignId: string): string {
  return `${company.url}/account/campaigns/${encodeURIComponent(campaignId)}`;
}

/** The e-mail telling the advertiser the staff approved or sent back a version; null while it is pending. */
export function buildArtworkDecision(notice: ArtworkDecisionNotice): OutgoingEmail | null {
  const where = notice.board ? ` on ${notice.board}` : '';
  const what = `version ${notice.version} of your artwork for campaign ${notice.reference}${where}`;
  const link = `${ACCOUNT_LINK_TEXT}: ${accountCampaignUrl(notice.campaign_id)}`;
  let subject: string;
  let paragraphs: string[];
  if (notice.state === 'approved') {
    subject = `Your artwork is approved (${notice.reference})`;
    paragraphs = [
      `Good news: we approved ${what}.`,
      notice.go_live_at ? `Your ad goes live ${torontoMoment(notice.go_live_at)}.` : 'We will tell you the go-live date.',
      link,
    ];
  } else if (notice.state === 'rejected' && notice.reject_reason) {
    subject = `Your artwork needs a change (${notice.reference})`;
    paragraphs = [
      `We cannot run ${what} as it is.`,
      `Reason: ${REJECT_REASON_LABELS[notice.reject_reason]}. ${REJECT_REASON_TEXT[notice.reject_reason]}`,
      ...(notice.staff_comment ? [`Our note: ${notice.staff_comment}`] : []),
      `Please upload a new version from your account, or call us at ${company.phoneDisplay}.`,
      link,
    ];
  } else {
    return null;
  }
  const body = page(subject, paragraphs);
  return { to: notice.email, subject, html: body.html, text: body.text };
}

export const ARTWORK_CONFIRMATION_LINES = {
  none: 'We do not have your artwork yet. Please upload it from your account (JPEG or PNG, up to 10 MB), or reply to this e-mail with it; your ad goes live once we approve it.',
  fits: 'We have your artwork and it fits your boards. Our team will review it and e-mail you when it is approved.',
  review: 'We have your artwork. Our team will review it and e-mail you when it is approved, or if it needs a change.',
  unreadable: 'We could not read the artwork you sent as a JPEG or PNG image. Please upload it again from your account.',
  mismatch: (problems: string) => `The artwork you sent does not fit: ${problems} Please upload a new version from your account.`,
  approved: 'Your artwork is approved.',
  rejected: 'Your last artwork needs a change: your account says why. Please upload a new version there.',
} as const;

/**
 * The confirmation e-mail's sentence about the artwork, by what we hold: none,
 * a version that fits every board (its size read from its bytes, now if it was
 * never read), one that does not, or one already decided.
 */
export async function artworkConfirmationLine(store: ArtworkNoticeStore, target: { campaign: string } | { booking: string }): Promise<string> {
  const status = await store.artworkStatus(target);
  const version = status.version;
  if (!version) return ARTWORK_CONFIRMATION_LINES.none;
  if (version.state === 'approved') return ARTWORK_CONFIRMATION_LINES.approved;
  if (version.state === 'rejected') return ARTWORK_CONFIRMATION_LINES.rejected;
  let size = version.width && version.height ? { width: version.width, height: version.height } : null;
  if (!size) {
    const bytes = await store.readArtwork(version.storage_path);
    if (!bytes) return ARTWORK_CONFIRMATION_LINES.review;
    const image = inspectImage(bytes);
    if (!image) return ARTWORK_CONFIRMATION_LINES.unreadable;
    size = image;
  }
  const verdicts = checkArtwork(size, status.boards);
  const misfits = verdicts.filter((v) => v.fit === 'mismatch');
  if (misfits.length > 0) return ARTWORK_CONFIRMATION_LINES.mismatch(misfits.map((v) => v.message).join(' '));
  // Boards that state no screen size cannot be judged: the staff's review will.
  return verdicts.length === status.boards.length ? ARTWORK_CONFIRMATION_LINES.fits : ARTWORK_CONFIRMATION_LINES.review;
}

/** The store over supabase-js with the service role (deployed). */
export function createSupabaseArtworkNoticeStore(
  db: { rpc(fn: string, args: Record<string, unknown>): PromiseLike<{ data: unknown; error: { message: string } | null }> },
  bucket: { download(path: string): PromiseLike<{ data: Blob | null; error: unknown }> },
): ArtworkNoticeStore {
  return {
    async artworkDecision(versionId) {
      const { data, error } = await db.rpc('artwork_decision_notice', { p_version: versionId });
      if (error) throw new Error(`artwork_decision_notice: ${error.message}`);
      return (data as ArtworkDecisionNotice[] | null)?.[0] ?? null;
    },
    async artworkStatus(target) {
      const args = 'campaign' in target ? { p_campaign: target.campaign } : { p_booking: target.booking };
      const { data, error } = await db.rpc('campaign_artwork_status', args);
      if (error) throw new Error(`campaign_artwork_status: ${error.message}`);
      return data as CampaignArtworkStatus;
    },
    async readArtwork(path) {
      const { data, error } = await bucket.download(path);
      if (error || !data) return null;
      return new Uint8Array(await data.arrayBuffer());
    },
  };
}
