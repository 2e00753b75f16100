import { useEffect, useState } from 'react';
import { openCardHoldCheckout, type CardHoldCheckout } from '../api/card-hold-checkout';

export const CARD_HOLD_STEP_TEXT = {
  opening: 'Taking you to our secure payment page to hold the deposit on your card. Nothing is charged until we confirm your dates.',
  invoiceFollows: 'We will confirm your dates by e-mail. An invoice will follow.',
  failed: 'The payment page could not be opened. Your request is kept: we will send an invoice if we confirm it.',
} as const;

export interface CardHoldStepProps {
  token: string;
  /** Asks for the Checkout (the request-checkout function); replaced in tests. */
  open?: (token: string) => Promise<CardHoldCheckout>;
  /** Leaves for Stripe; replaced in tests. */
  go?: (url: string) => void;
}

const leaveFor = (url: string) => window.location.assign(url);

/**
 * The request form's last step: the request is stored and its dates held, so
 * the prospect goes on to Stripe Checkout, which authorises the deposit on the
 * card without charging it. Without online payment, an invoice follows.
 */
export function CardHoldStep({ token, open = openCardHoldCheckout, go = leaveFor }: CardHoldStepProps) {
  const [state, setState] = useState<CardHoldCheckout | null>(null);
  useEffect(() => {
    let live = true;
    open(token)
      .catch((): CardHoldCheckout => ({ kind: 'failed', message: null }))
      .then((result) => {
        if (!live) return;
        setState(result);
        if (result.kind === 'checkout') go(result.url);
      });
    return () => {
      live = false;
    };
  }, [token, open, go]);
  if (state === null || state.kind === 'checkout') {
    return (
      <p role="status" className="mt-2 font-semibold">
        {CARD_HOLD_STEP_TEXT.opening}
      </p>
    );
  }
  return (
    <p role="status" className="mt-2">
      {state.kind === 'unconfigured' ? CARD_HOLD_STEP_TEXT.invoiceFollows : (state.message ?? CARD_HOLD_STEP_TEXT.failed)}
    </p>
  );
}
