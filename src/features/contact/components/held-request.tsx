import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { correctRequestEmail, type HeldRequest } from '../api/send-inquiry';
import { CardHoldStep } from './card-hold-step';

export const HELD_REQUEST_TEXT = {
  held: (until: string) => `Your dates are held until ${until} (Toronto time) while our team confirms them.`,
  reference: 'Reference',
  wrongEmail: 'Wrong e-mail address?',
  correctLabel: 'The right e-mail address',
  correctSubmit: 'Send the receipt there',
  correcting: 'Correcting...',
  corrected: (email: string) => `Corrected: your request and its receipt now go to ${email}. The other address gets nothing more.`,
  failed: 'The address could not be corrected. Please call us.',
} as const;

const UNTIL_FORMAT = new Intl.DateTimeFormat('en-CA', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Toronto' });

export interface HeldRequestPanelProps {
  held: HeldRequest;
  /** When the panel is shown: the correction is offered until the token's time has passed. */
  now?: () => Date;
}

/** What a booking request holds and its reference, with the way to fix a mistyped address for a short while. */
export function HeldRequestPanel({ held, now = () => new Date() }: HeldRequestPanelProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [corrected, setCorrected] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const correctable = held.correctionToken !== null && held.correctUntil !== null && Date.parse(held.correctUntil) > now().getTime();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!held.correctionToken || pending) return;
    setPending(true);
    setProblem(null);
    try {
      setCorrected(await correctRequestEmail(held.correctionToken, email.trim()));
      setOpen(false);
    } catch (error) {
      const fields = (error as { fields?: { email?: string } }).fields;
      setProblem(fields?.email ?? (error instanceof Error && error.message ? error.message : HELD_REQUEST_TEXT.failed));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="mt-4 text-sm">
      <p>{HELD_REQUEST_TEXT.held(UNTIL_FORMAT.format(new Date(held.expiresAt)))}</p>
      <p className="mt-1">
        {HELD_REQUEST_TEXT.reference}: <strong className="font-mono">{held.reference}</strong>
      </p>
      {/* Just stored: on to hold its deposit on the card (or the word that an invoice follows). */}
      {held.justStored && held.correctionToken && <CardHoldStep token={held.correctionToken} />}
      {corrected && (
        <p role="status" className="mt-2 font-semibold">
          {HELD_REQUEST_TEXT.corrected(corrected)}
        </p>
      )}
      {correctable && !corrected && !open && (
        <button type="button" className="mt-2 underline underline-offset-2" onClick={() => setOpen(true)}>
          {HELD_REQUEST_TEXT.wrongEmail}
        </button>
      )}
      {open && (
        <form className="mt-3 flex flex-wrap items-end gap-3" noValidate onSubmit={(event) => void submit(event)}>
          <div className="min-w-0 flex-1">
            <label htmlFor={`${id}-email`} className="block font-semibold">
              {HELD_REQUEST_TEXT.correctLabel}
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
            {pending ? HELD_REQUEST_TEXT.correcting : HELD_REQUEST_TEXT.correctSubmit}
          </Button>
          {problem && (
            <p id={`${id}-problem`} className="w-full font-semibold text-red-700">
              {problem}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
