import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Seo } from '@/components/seo/seo';
import { Button } from '@/components/ui/button';
import { ButtonLink } from '@/components/ui/button-link';
import { Container } from '@/components/ui/container';
import { paths } from '@/config/paths';
import { site } from '@/config/site';
import { useConfirmSubscription } from '@/features/newsletter/api/confirm';

export const CONFIRM_TEXT = {
  ask: 'Confirm your newsletter subscription',
  askBody: `Press the button to start receiving the ${site.name} newsletter at this address. Nothing is subscribed until you do.`,
  button: 'Confirm my subscription',
  working: 'Confirming your subscription...',
  confirmed: 'Your subscription is confirmed',
  confirmedBody: `Thank you: you will now receive the ${site.name} newsletter. Every issue has a link to unsubscribe.`,
  // One answer for an unknown, a used and an expired link: the page tells a guesser nothing.
  invalid: 'This link has expired or was already used',
  invalidBody: 'If you already confirmed, you are subscribed and need do nothing. Otherwise, sign up again on our blog for a new link.',
  failed: 'We could not confirm your subscription right now',
  failedBody: 'Please try the link again in a few minutes.',
} as const;

export function Component() {
  const token = useSearchParams()[0].get('token');
  // Opening the link changes nothing: mail scanners and link previews fetch
  // links in e-mails, and only the owner's own press is proof of consent.
  const { mutate, data, isError, isPending } = useConfirmSubscription();
  const heading = useRef<HTMLHeadingElement>(null);
  const answered = isError || data !== undefined;

  // The button leaves with the answer: focus goes to the answer, not to the page's start.
  useEffect(() => {
    if (answered) heading.current?.focus();
  }, [answered]);

  function confirm() {
    if (!isPending) mutate(token ?? '');
  }

  const [title, body] = isError
    ? [CONFIRM_TEXT.failed, CONFIRM_TEXT.failedBody]
    : data === true
      ? [CONFIRM_TEXT.confirmed, CONFIRM_TEXT.confirmedBody]
      : data === false
        ? [CONFIRM_TEXT.invalid, CONFIRM_TEXT.invalidBody]
        : isPending
          ? [CONFIRM_TEXT.working, '']
          : [CONFIRM_TEXT.ask, CONFIRM_TEXT.askBody];

  return (
    <main id="main" className="bg-gray-50">
      <Seo
        title={`Newsletter confirmation | ${site.name}`}
        description={`Confirm your subscription to the ${site.name} newsletter.`}
        path={paths.newsletterConfirm}
        noindex
      />
      <Container className="flex min-h-[60vh] flex-col items-center justify-center py-20 text-center">
        <span className="mb-6 inline-flex h-16 w-16 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <MailCheck aria-hidden="true" className="h-8 w-8" />
        </span>
        <div role="status" aria-live="polite">
          <h1 ref={heading} tabIndex={-1} className="text-3xl font-bold text-ink focus:outline-none sm:text-4xl">
            {title}
          </h1>
          {body ? <p className="mt-4 max-w-xl text-lg text-gray-600">{body}</p> : null}
        </div>
        {answered ? null : (
          // aria-disabled rather than disabled while the call runs: a disabled button would drop the focus.
          <Button size="lg" className="mt-8" aria-disabled={isPending} onClick={confirm}>
            {CONFIRM_TEXT.button}
          </Button>
        )}
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          <ButtonLink to={paths.blog} size="lg" variant={answered ? 'primary' : 'outline'}>
            Read Our Blog
          </ButtonLink>
          <ButtonLink to={paths.home} size="lg" variant="outline">
            Back to Home
          </ButtonLink>
        </div>
      </Container>
    </main>
  );
}
