import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { correctRequestEmail } from '../api/send-inquiry';

export const EMAIL_CORRECTION_TEXT = {
  wrongEmail: 'Wrong e-mail address?',
  correctLabel: 'The right e-mail address',
  correctSubmit: 'Send the receipt there',
  correcting: 'Correcting...',
  corrected: (email: string) => `Corrected: your request and its receipt now go to ${email}. The other address gets nothing more.`,
  failed: 'The address could not be corrected. Please call us.',
} as const;

export interface EmailCorrectionProps {
  /** The request's correction token, given only to the browser that stored it. */
  token: string;
  /** Until when the token corrects (ISO). */
  until: string;
  /** When the offer is shown: it stands until the token's time has passed. */
  now?: () => Date;
}

/** "Wrong e-mail address?": the way to fix a mistyped address of a request just sent, for a short while. */
export function EmailCorrection({ token, until, now = () => new Date() }: EmailCorrectionProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [corrected, setCorrected] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const correctable = Date.parse(until) > now().getTime();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    setPending(true);
    setProblem(null);
    try {
      setCorrected(await correctRequestEmail(token, email.trim()));
      setOpen(false);
    } catch (error) {
      const fields = (error as { fields?: { email?: string } }).fields;
      setProblem(fields?.email ?? (error instanceof Error && error.message ? error.message : EMAIL_CORRECTION_TEXT.failed));
    } finally {
      setPending(false);
    }
  }

  return (
    <>
      {corrected && (
        <p role="status" className="mt-2 font-semibold">
          {EMAIL_CORRECTION_TEXT.corrected(corrected)}
        </p>
      )}
      {correctable && !corrected && !open && (
        <button type="button" className="mt-2 underline underline-offset-2" onClick={() => setOpen(true)}>
          {EMAIL_CORRECTION_TEXT.wrongEmail}
        </button>
      )}
      {open && (
        <form className="mt-3 flex flex-wrap items-end gap-3" noValidate onSubmit={(event) => void submit(event)}>
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-email`} className="block font-semibold">
              {EMAIL_CORRECTION_TEXT.correctLabel}
            </label>
            <input
              id={`${id}-email`}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? `${id}-problem` : undefined}
              className="mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-ink focus:outline-none focus:ring-2 focus:ring-focus"
            />
          </div>
          <Button type="submit" disabled={pending}>
            {pending ? EMAIL_CORRECTION_TEXT.correcting : EMAIL_CORRECTION_TEXT.correctSubmit}
          </Button>
          {problem && (
            <p id={`${id}-problem`} className="w-full font-semibold text-red-700">
              {problem}
            </p>
          )}
        </form>
      )}
    </>
  );
}
