import { useId, useState, type FormEvent } from 'react';
import { cycleStartLabel } from '@shared/booking-cycles.ts';
import { CAMPAIGN } from '@shared/business-rules.ts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { bookingPeriodLabel } from '@/lib/booking-status';
import { toast } from '@/lib/toast';
import type { BookingBoard } from '../api/booking';
import { useCreateManualBooking } from '../api/create-manual-booking';
import { manualBookingSchema } from '../lib/manual-booking-schema';

export const MANUAL_TEXT = {
  heading: 'Manual booking (phone sale)',
  intro: 'Books confirmed slots for a sale made by phone. The database refuses when a cycle of the period has no free slot left.',
  board: 'Board',
  chooseBoard: 'Choose a board',
  start: 'Start cycle',
  cycles: 'Cycles',
  submit: 'Book these slots',
  saving: 'Booking...',
  saved: (board: string, period: string) => `Booked: ${board}, ${period}.`,
  refused: 'Not booked: ',
} as const;

const selectClass = 'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm';

export interface ManualBookingFormProps {
  /** Active boards, by name. */
  boards: BookingBoard[];
  cycleStarts: string[];
}

/** A confirmed booking made by the staff. A refusal keeps what was chosen, so another start or length is one change away. */
export function ManualBookingForm({ boards, cycleStarts }: ManualBookingFormProps) {
  const id = useId();
  const create = useCreateManualBooking();
  const [values, setValues] = useState({ location_id: '', starts_on: cycleStarts[0] ?? '', cycles: '1' });
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    const parsed = manualBookingSchema(cycleStarts).safeParse(values);
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    const board = boards.find((b) => b.id === parsed.data.location_id)?.name ?? '';
    create.mutate(parsed.data, {
      onSuccess: () => {
        const text = MANUAL_TEXT.saved(board, bookingPeriodLabel(parsed.data.starts_on, parsed.data.cycles));
        setSaved(text);
        toast.success(text);
      },
      // The database's own words ('No free slot left on ... for the cycle starting ...').
      onError: (e) => setProblem(`${MANUAL_TEXT.refused}${e.message}`),
    });
  }

  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-ink">
        {MANUAL_TEXT.heading}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{MANUAL_TEXT.intro}</p>
      <form
        aria-labelledby={`${id}-heading`}
        noValidate
        onSubmit={submit}
        className="mt-4 grid gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-[2fr_2fr_1fr_auto] sm:items-end"
      >
        <Field id={`${id}-board`} label={MANUAL_TEXT.board}>
          <select id={`${id}-board`} value={values.location_id} onChange={set('location_id')} className={selectClass}>
            <option value="">{MANUAL_TEXT.chooseBoard}</option>
            {boards.map((board) => (
              <option key={board.id} value={board.id}>
                {board.name}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-start`} label={MANUAL_TEXT.start}>
          <select id={`${id}-start`} value={values.starts_on} onChange={set('starts_on')} className={selectClass}>
            {cycleStarts.map((start) => (
              <option key={start} value={start}>
                {cycleStartLabel(start)}
              </option>
            ))}
          </select>
        </Field>
        <Field id={`${id}-cycles`} label={MANUAL_TEXT.cycles}>
          <select id={`${id}-cycles`} value={values.cycles} onChange={set('cycles')} className={selectClass}>
            {Array.from({ length: CAMPAIGN.maxCycles - CAMPAIGN.minCycles + 1 }, (_, i) => String(CAMPAIGN.minCycles + i)).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </Field>
        <Button type="submit" variant="secondary" disabled={create.isPending}>
          {create.isPending ? MANUAL_TEXT.saving : MANUAL_TEXT.submit}
        </Button>
      </form>
      <div aria-live="polite">
        {problem ? (
          <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
            {problem}
          </p>
        ) : null}
        {saved ? (
          <p role="status" className="mt-3 rounded-md border border-green-200 bg-green-50 p-3 text-green-900">
            {saved}
          </p>
        ) : null}
      </div>
    </section>
  );
}
