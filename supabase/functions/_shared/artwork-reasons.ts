// Why the staff send artwork back, in the advertiser's words: the fixed list
// of the database's artwork_reject_reason enum, for the account, the queue and
// the e-mail alike.

export type ArtworkRejectReason = 'wrong_size' | 'illegible_text' | 'too_much_text' | 'low_contrast' | 'content_not_accepted' | 'other';
export type ArtworkState = 'pending' | 'approved' | 'rejected';

export const REJECT_REASON_LABELS: Record<ArtworkRejectReason, string> = {
  wrong_size: 'Wrong size',
  illegible_text: 'Illegible text',
  too_much_text: 'Too much text',
  low_contrast: 'Low contrast',
  content_not_accepted: 'Content not accepted',
  other: 'Other',
};

/** The sentence that explains each reason. */
export const REJECT_REASON_TEXT: Record<ArtworkRejectReason, string> = {
  wrong_size: 'The artwork does not match the size or proportions of the screen.',
  illegible_text: 'Some text cannot be read from the road at the size it is shown.',
  too_much_text: 'There is more text than a driver can read in the few seconds the ad is on screen.',
  low_contrast: 'The colours are too close to each other to stand out on an LED screen.',
  content_not_accepted: 'The content is not something we can show on our boards.',
  other: 'See our note below.',
};

export const ARTWORK_STATE_LABELS: Record<ArtworkState, string> = {
  pending: 'Waiting for review',
  approved: 'Approved',
  rejected: 'Sent back',
};
