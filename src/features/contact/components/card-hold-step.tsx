import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { openCardHoldCheckout, type CardHoldCheckout } from '../api/card-hold-checkout';

export const CARD_HOLD_STEP_TEXT = {
  opening: 'Taking you to our secure payment page to hold the deposit on your card. Nothing is charged until we confirm your dates.',
  explain: 'Hold the deposit on your card now to book in one go: nothing is charged until we confirm your dates, and the hold is released if we do not.',
  go: 'Hold the deposit on my card',
  invoiceFollows: 'We will confirm your dates by e-mail. An invoice will follow.',
  failed: 'The payment page could not be opened. Your request is kept and its dates are held: try again, or we will send an invoice if we confirm it.',
  closed: 'This request can no longer hold a card. We will send an invoice if we confirm it.',
  back: 'You left the payment page: your request is kept and its dates are held, and no card was taken.',
} as const;

/** What the form does once request-checkout answers: leave for Stripe, or stay and say why (offering another try when one may help). */
export type CardHoldNext = { kind: 'leave'; url: string } | { kind: 'stay'; text: string; retry: boolean; alert: boolean };

export function cardHoldNext(result: CardHoldCheckout): CardHoldNext {
  switch (result.kind) {
    case 'checkout':
      return { kind: 'leave', url: result.url };
    case 'unconfigured':
      return { kind: 'stay', text: CARD_HOLD_STEP_TEXT.invoiceFollows, retry: false, alert: false };
    case 'closed':
      return { kind: 'stay', text: result.message ?? CARD_HOLD_STEP_TEXT.closed, retry: false, alert: false };
    case 'failed':
      // The function's own words say an invoice follows and nothing of another try: ours offer one.
      return { kind: 'stay', text: CARD_HOLD_STEP_TEXT.failed, retry: true, alert: true };
  }
}

export interface CardHoldStepProps {
  token: string;
  /** Asks for the Checkout (the request-checkout function); replaced in tests. */
  open?: (token: string) => Promise<CardHoldCheckout>;
  /** Leaves for Stripe; replaced in tests. */
  go?: (url: string) => void;
}

const leaveFor = (url: string) => window.location.assign(url);

type Step = { kind: 'opening' } | Extract<CardHoldNext, { kind: 'stay' }>;

/**
 * The request form's last step, shown once the request is stored and its
 * dates held: the prospect goes straight on to Stripe Checkout, which
 * authorises the deposit on the card without charging it. Without online
 * payment an invoice follows; when the Checkout cannot be opened the request
 * stands and "Hold the deposit on my card" tries again.
 */
export function CardHoldStep({ token, open = openCardHoldCheckout, go = leaveFor }: CardHoldStepProps) {
  const [step, setStep] = useState<Step>({ kind: 'opening' });
  // Each ask's number: only the latest one, while mounted, acts on its answer (no double departure).
  const attempt = useRef(0);
  const ask = useCallback(() => {
    const mine = ++attempt.current;
    void open(token)
      .catch((): CardHoldCheckout => ({ kind: 'failed', message: null }))
      .then((result) => {
        if (attempt.current !== mine) return;
        const next = cardHoldNext(result);
        if (next.kind === 'leave') go(next.url);
        else setStep(next);
      });
  }, [token, open, go]);
  useEffect(() => {
    ask();
    return () => {
      attempt.current += 1;
    };
  }, [ask]);
  // Back from Checkout by the browser's Back button, the page comes back as it was left: offer the card again.
  useEffect(() => {
    const back = (event: PageTransitionEvent) => {
      if (event.persisted) setStep({ kind: 'stay', text: CARD_HOLD_STEP_TEXT.back, retry: true, alert: false });
    };
    window.addEventListener('pageshow', back);
    return () => window.removeEventListener('pageshow', back);
  }, []);

  if (step.kind === 'opening') return <p className="mt-3 font-semibold">{CARD_HOLD_STEP_TEXT.opening}</p>;
  return (
    <div className="mt-3">
      <p role={step.alert ? 'alert' : undefined} className={step.alert ? 'font-semibold text-red-700' : undefined}>
        {step.text}
      </p>
      {step.retry && (
        <>
          <p className="mt-2">{CARD_HOLD_STEP_TEXT.explain}</p>
          <Button
            type="button"
            className="mt-2"
            onClick={() => {
              setStep({ kind: 'opening' });
              ask();
            }}
          >
            {CARD_HOLD_STEP_TEXT.go}
          </Button>
        </>
      )}
    </div>
  );
}
