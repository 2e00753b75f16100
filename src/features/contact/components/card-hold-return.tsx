import { CARD_HOLD_RETURN } from '@shared/card-hold-return';
import { pendingRequest } from '../lib/pending-request';
import { EmailCorrection } from './email-correction';

export const CARD_HOLD_RETURN_TEXT = {
  held: 'Thank you: the deposit is held on your card, not charged. We charge it only when we confirm your dates, and release it otherwise.',
  left: 'Your request is kept and its dates are held; no card was taken. We will confirm your dates by e-mail, with a link to pay the deposit.',
  reference: 'Reference',
} as const;

/**
 * Back from Stripe Checkout on the contact page: whether the card was held or
 * Checkout was left. The form went on to Checkout as soon as the request was
 * stored, so its reference and "Wrong e-mail address?" are offered here, from
 * the request this tab keeps while it may be corrected.
 */
export function CardHoldReturn({ search, now = () => new Date() }: { search: string; now?: () => Date }) {
  const outcome = new URLSearchParams(search).get(CARD_HOLD_RETURN.param);
  if (outcome !== CARD_HOLD_RETURN.held && outcome !== CARD_HOLD_RETURN.left) return null;
  const pending = pendingRequest(now());
  return (
    <div className="mb-6 rounded-md border border-brand/40 bg-brand/5 p-4 text-sm">
      <p role="status" className="font-semibold">
        {outcome === CARD_HOLD_RETURN.held ? CARD_HOLD_RETURN_TEXT.held : CARD_HOLD_RETURN_TEXT.left}
      </p>
      {pending && (
        <>
          {pending.reference && (
            <p className="mt-1">
              {CARD_HOLD_RETURN_TEXT.reference}: <strong className="font-mono">{pending.reference}</strong>
            </p>
          )}
          <EmailCorrection token={pending.token} until={pending.until} now={now} />
        </>
      )}
    </div>
  );
}
