import { CARD_HOLD_RETURN } from '@shared/card-hold-return';

export const CARD_HOLD_RETURN_TEXT = {
  held: 'Thank you: the deposit is held on your card, not charged. We charge it only when we confirm your dates, and release it otherwise.',
  left: 'Your request is kept and its dates are held; no card was taken. We will confirm your dates by e-mail, with a link to pay the deposit.',
} as const;

/** Back from Stripe Checkout on the contact page: whether the card was held or Checkout was left. */
export function CardHoldReturn({ search }: { search: string }) {
  const outcome = new URLSearchParams(search).get(CARD_HOLD_RETURN.param);
  if (outcome !== CARD_HOLD_RETURN.held && outcome !== CARD_HOLD_RETURN.left) return null;
  return (
    <p role="status" className="mb-6 rounded-md border border-brand/40 bg-brand/5 p-4 font-semibold">
      {outcome === CARD_HOLD_RETURN.held ? CARD_HOLD_RETURN_TEXT.held : CARD_HOLD_RETURN_TEXT.left}
    </p>
  );
}
