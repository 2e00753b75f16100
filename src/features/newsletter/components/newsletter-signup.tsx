import { useId, useState, type FormEvent } from 'react';
import { isEmail } from '@shared/is-email';
import { toast } from '@/lib/toast';
import { useHydrated } from '@/lib/use-hydrated';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormResult, type FormOutcome } from '@/components/ui/form-result';
import { paths } from '@/config/paths';
import { SIGNUP_CONSENT } from '@shared/newsletter-consent';
import { useSubscribe } from '../api/subscribe';

export const NEWSLETTER_TEXT = {
  heading: 'Subscribe to Our Newsletter',
  description: 'Get billboard advertising tips, new locations and industry insights in your inbox.',
  label: 'Email address',
  placeholder: 'you@company.com',
  submit: 'Subscribe',
  submitting: 'Subscribing...',
  invalid: 'Please enter a valid email address.',
  success: 'Check your inbox to confirm your subscription: we sent you a link.',
  privacy: 'Privacy policy',
  failure: 'Sorry, we could not subscribe you right now. Please try again later.',
  resultTitle: 'Almost there: check your inbox to confirm.',
  resultNext: (email: string) => `We sent a confirmation link to ${email}. You are subscribed once you follow it; nothing is sent before.`,
  resultEmail: 'Email address',
  subscribeAnother: 'Subscribe another address',
} as const;

export function newsletterOutcome(email: string): FormOutcome {
  return {
    title: NEWSLETTER_TEXT.resultTitle,
    nextStep: NEWSLETTER_TEXT.resultNext(email),
    sent: [{ label: NEWSLETTER_TEXT.resultEmail, value: email }],
    againLabel: NEWSLETTER_TEXT.subscribeAnother,
  };
}

/** The longest address SMTP carries (RFC 5321). */
const MAX_EMAIL_LENGTH = 254;

export function NewsletterSignup() {
  const id = useId();
  const inputId = `${id}-email`;
  const errorId = `${id}-error`;
  const [invalid, setInvalid] = useState(false);
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  const { mutate, isPending } = useSubscribe();
  const hydrated = useHydrated();

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Uncontrolled: the field holds what was typed, even before the app ran.
    const form = event.currentTarget;
    const value = String(new FormData(form).get('email') ?? '').trim();
    if (!(value.length <= MAX_EMAIL_LENGTH && isEmail(value))) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    mutate(
      { email: value, form: 'newsletter-signup', page: window.location.pathname },
      {
        onSuccess: () => {
          form.reset();
          setOutcome(newsletterOutcome(value));
          toast.success(NEWSLETTER_TEXT.success);
        },
        onError: () => toast.error(NEWSLETTER_TEXT.failure),
      },
    );
  }

  return (
    <section aria-labelledby={`${id}-heading`} className="surface-dark rounded-2xl bg-ink px-6 py-10 text-white sm:px-10">
      <h2 id={`${id}-heading`} className="text-2xl font-bold">
        {NEWSLETTER_TEXT.heading}
      </h2>
      <p className="mt-2 text-gray-300">{NEWSLETTER_TEXT.description}</p>
      <div className="mt-6">
        <FormResult outcome={outcome} onAgain={() => setOutcome(null)} dark>
          {/* noValidate: our own message, next to the field, replaces the browser bubble. */}
          <form onSubmit={onSubmit} noValidate className="flex flex-col gap-3 sm:flex-row sm:items-start">
            <div className="flex-1">
              <label htmlFor={inputId} className="sr-only">
                {NEWSLETTER_TEXT.label}
              </label>
              <input
                id={inputId}
                name="email"
                type="email"
                autoComplete="email"
                inputMode="email"
                required
                placeholder={NEWSLETTER_TEXT.placeholder}
                disabled={isPending}
                aria-invalid={invalid || undefined}
                aria-describedby={invalid ? errorId : undefined}
                onChange={() => {
                  if (invalid) setInvalid(false);
                }}
                className="w-full rounded-md border border-gray-600 bg-white px-4 py-2.5 text-ink placeholder:text-gray-500 focus:outline-none focus:ring-2 focus:ring-focus disabled:opacity-60"
              />
              {invalid && (
                <p id={errorId} role="alert" className="mt-2 text-sm font-medium text-brand-300">
                  {NEWSLETTER_TEXT.invalid}
                </p>
              )}
            </div>
            {/* Until the app runs it cannot send: a plain button (the browser would otherwise post the
                form to the page itself), marked unavailable but still focusable. */}
            <Button type={hydrated ? 'submit' : 'button'} disabled={isPending} aria-disabled={hydrated ? undefined : true}>
              {isPending ? NEWSLETTER_TEXT.submitting : NEWSLETTER_TEXT.submit}
            </Button>
          </form>
        </FormResult>
      </div>
      <p id={`${id}-consent`} className="mt-3 text-sm text-gray-300">
        {SIGNUP_CONSENT}{' '}
        <Link to={paths.privacyPolicy} className="underline hover:text-white">
          {NEWSLETTER_TEXT.privacy}
        </Link>
      </p>
    </section>
  );
}
