import { ARTWORK_STATE_LABELS, REJECT_REASON_LABELS, REJECT_REASON_TEXT, type ArtworkRejectReason } from '@shared/artwork-reasons.ts';
import { artworkDeadline, artworkDeadlineDay, nextOpenCycle } from '@shared/artwork-schedule.ts';
import { formatDay } from '@shared/booking-cycles.ts';
import { torontoMoment } from '@shared/campaign-reminders.ts';
import { ARTWORK_MAX_MEGABYTES } from '@shared/business-rules.ts';
import { ARTWORK_REVIEW } from '@shared/sale-rules.ts';

export { ARTWORK_STATE_LABELS, REJECT_REASON_LABELS, REJECT_REASON_TEXT };

export const ARTWORK_VERSION_TEXT = {
  heading: 'Artwork',
  loading: 'Loading the artwork...',
  failed: 'Could not load the artwork: ',
  requirement: (sizes: string) => `JPEG or PNG, a still image, up to ${ARTWORK_MAX_MEGABYTES} MB, ${sizes}.`,
  anySize: 'at the size of the screen',
  noVersions: 'No artwork yet.',
  fileLabel: (board: string | null) => (board ? `Artwork for ${board}` : 'Artwork file'),
  cycleLabel: 'Which cycle is this version for?',
  cyclePlaceholder: 'Choose a cycle',
  cycleOption: (start: string) => `The cycle starting ${formatDay(start)} (changes until the end of ${formatDay(artworkDeadlineDay(start))})`,
  upload: 'Upload this version',
  uploading: 'Uploading...',
  uploaded: (version: number) => `Version ${version} is uploaded and waiting for our review.`,
  waiting: (version: number) => `Version ${version} is waiting for our review. Until it is decided, you can replace it with a new file.`,
  replace: (version: number) => `Replace version ${version}`,
  closed: 'The deadline for artwork changes has passed for every cycle of this campaign. Please call us to change it.',
  reading: 'Reading the image...',
  unreadable: 'This file could not be read as an image.',
  version: (n: number) => `Version ${n}`,
  thumbnailAlt: (n: number) => `Artwork version ${n}`,
  size: (w: number, h: number) => `${w} x ${h} px`,
  sizeUnknown: 'Size not read yet',
  forBoard: (board: string) => `For ${board}`,
  fromCycle: (start: string) => `From the cycle starting ${formatDay(start)}`,
  uploadedAt: (iso: string) => `Uploaded ${torontoMoment(iso)}`,
  decidedAt: (iso: string) => `Decided ${torontoMoment(iso)}`,
  reason: (reason: ArtworkRejectReason) => `Reason: ${REJECT_REASON_LABELS[reason]}. ${REJECT_REASON_TEXT[reason]}`,
  comment: (comment: string) => `Our note: ${comment}`,
  goLive: (iso: string) => `Goes live ${torontoMoment(iso)}.`,
  goLiveWaiting: `The go-live date is set once your artwork is approved: ${ARTWORK_REVIEW.goLiveHoursAfterApproval} hours after approval, and never before the first cycle starts.`,
} as const;

/** The cycles of `cycleStarts` still open for a new version at `now`, in order. */
export function openCycles(cycleStarts: readonly string[], now: Date): string[] {
  return [...cycleStarts].sort().filter((start) => artworkDeadline(start).getTime() > now.getTime());
}

/** The deadline of the next cycle still open for a change, in words; null when none is left. */
export function deadlineText(cycleStarts: readonly string[], now: Date): string | null {
  const open = nextOpenCycle(cycleStarts, now);
  if (!open) return null;
  return `Changes for the cycle starting ${formatDay(open)} are accepted until the end of ${formatDay(artworkDeadlineDay(open))} (Toronto time).`;
}
