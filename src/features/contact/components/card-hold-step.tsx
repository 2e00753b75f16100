import { useEffect, useState } from 'react';
import { openCardHoldCheckout, type CardHoldCheckout } from '../api/card-hold-checkout';

export const CARD_HOLD_STEP_TEXT = {
  explain: 'Hold the deposit on your card now to book in one go: nothing is charged until we confirm your dates, and the hold is released if we do not.',
  go: 'Hold the deposit on my card',
  invoiceFollows: 'We will confirm your dates by e-mail. An invoice will follow.',
  failed: 'The payment page could not be opened. Your request is kept: we will send an invoice if we confirm it.',
} as const;

export interface CardHoldStepProps {
  token: string;
  /** Asks for the Checkout (the request-checkout function); replaced in tests. */
  open?: (token: string) => Promise<CardHoldCheckout>;
}

/**
 * The request form's last step: the request is stored and its dates held, so
 * the prospect goes on to Stripe Checkout, which authorises the deposit on the
 * card without charging it. Without online payment, an invoice follows. The
 * panel stays (reference, address correction) until the prospect goes.
 */
export function CardHoldStep({ token, open = openCardHoldCheckout }: CardHoldStepProps) {
  const [state, setState] = useState<CardHoldCheckout | null>(null);
  useEffect(() => {
    let live = true;
    open(token)
      .catch((): CardHoldCheckout => ({ kind: 'failed', message: null }))
      .then((result) => {
        if (live) setState(result);
      });
    return () => {
      live = false;
    };
  }, [token, open]);
  if (state === null) return null;
  if (state.kind === 'checkout') {
    return (
      <div className="mt-3">
        <p>{CARD_HOLD_STEP_TEXT.explain}</p>
        <a
          href={state.url}
          className="mt-2 inline-block rounded-md bg-brand px-4 py-2.5 font-semibold text-white focus:outline-none focus:ring-2 focus:ring-focus"
        >
          {CARD_HOLD_STEP_TEXT.go}
        </a>
      </div>
    );
  }
  return <p className="mt-2">{state.kind === 'unconfigured' ? CARD_HOLD_STEP_TEXT.invoiceFollows : (state.message ?? CARD_HOLD_STEP_TEXT.failed)}</p>;
}
