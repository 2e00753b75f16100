import type { HeldRequest } from '../api/send-inquiry';
import { CardHoldStep } from './card-hold-step';
import { EmailCorrection } from './email-correction';

export const HELD_REQUEST_TEXT = {
  held: (until: string) => `Your dates are held until ${until} (Toronto time) while our team confirms them.`,
  reference: 'Reference',
} as const;

const UNTIL_FORMAT = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Toronto' });

export interface HeldRequestPanelProps {
  held: HeldRequest;
  /** When the panel is shown: the correction is offered until the token's time has passed. */
  now?: () => Date;
}

/** What a booking request holds and its reference, with the way to fix a mistyped address for a short while. */
export function HeldRequestPanel({ held, now }: HeldRequestPanelProps) {
  return (
    <div className="mt-4 text-sm">
      <p>{HELD_REQUEST_TEXT.held(UNTIL_FORMAT.format(new Date(held.expiresAt)))}</p>
      <p className="mt-1">
        {HELD_REQUEST_TEXT.reference}: <strong className="font-mono">{held.reference}</strong>
      </p>
      {/* Just stored: on to hold its deposit on the card (or the word that an invoice follows). */}
      {held.justStored && held.correctionToken && <CardHoldStep token={held.correctionToken} />}
      {held.correctionToken && held.correctUntil && <EmailCorrection token={held.correctionToken} until={held.correctUntil} now={now} />}
    </div>
  );
}
