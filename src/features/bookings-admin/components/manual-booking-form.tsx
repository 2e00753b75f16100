import { useId, useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { cycleStartLabel } from '@shared/booking-cycles.ts';
import { CAMPAIGN } from '@shared/business-rules.ts';
import { AdvertiserCombobox } from '@/components/admin/advertiser-combobox';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { adminCampaign } from '@/config/admin-paths';
import { advertiserName, type Advertiser } from '@/lib/advertisers/advertisers';
import { bookingPeriodLabel } from '@/lib/booking-status';
import { toast } from '@/lib/toast';
import type { BookingBoard } from '../api/booking';
import { useCreateManualBooking } from '../api/create-manual-booking';
import type { PreviewSale } from '../lib/confirmation-preview';
import { manualBookingSchema, NO_NOTICE_REASON_MAX } from '../lib/manual-booking-schema';
import { ConfirmationPreview } from './confirmation-preview';
import { NewAdvertiserFields } from './new-advertiser-fields';

export const MANUAL_TEXT = {
  heading: 'Phone sale',
  intro:
    'Books confirmed slots for a sale made by phone, as a campaign of the advertiser. The database refuses when a cycle of the period has no free slot left.',
  advertiser: 'Advertiser',
  advertiserHint: 'Search by company, contact or e-mail.',
  newAdvertiser: 'New advertiser',
  boards: 'Boards',
  start: 'Start cycle',
  cycles: 'Cycles',
  submit: 'Book these slots',
  saving: 'Booking...',
  saved: (advertiser: string, boards: string, period: string) => `Booked for ${advertiser}: ${boards}, ${period}.`,
  openCampaign: 'Open the campaign',
  notify: 'E-mail the customer the confirmation',
  notifyHint:
    'Within a minute, to the advertiser’s address: the boards and dates, the total with HST, the deposit with its pay link and deadline, and how to sign in to their account.',
  noNoticeReason: 'Why not (kept in the timeline)',
  refused: 'Not booked: ',
} as const;

const selectClass = 'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm';

export interface ManualBookingFormProps {
  /** Active boards, by name. */
  boards: BookingBoard[];
  /** The starts a sale may take (the next cycles, not the one on air). */
  cycleStarts: string[];
}

interface Saved {
  text: string;
  campaignId: string;
}

/** A phone sale: an advertiser (found or created), boards and dates. A refusal keeps what was chosen, so another start or length is one change away. */
export function ManualBookingForm({ boards, cycleStarts }: ManualBookingFormProps) {
  const id = useId();
  const create = useCreateManualBooking();
  const [advertiser, setAdvertiser] = useState<Advertiser | null>(null);
  const [creating, setCreating] = useState(false);
  const [locationIds, setLocationIds] = useState<string[]>([]);
  const [values, setValues] = useState({ starts_on: cycleStarts[0] ?? '', cycles: '1' });
  const [notify, setNotify] = useState(true);
  const [noNoticeReason, setNoNoticeReason] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSaved(null);
    const parsed = manualBookingSchema(cycleStarts).safeParse({
      advertiser_id: advertiser?.id ?? '',
      location_ids: locationIds,
      ...values,
      notify,
      no_notice_reason: noNoticeReason,
    });
    if (!parsed.success || !advertiser) {
      setProblem(parsed.error?.issues[0]?.message ?? null);
      return;
    }
    setProblem(null);
    const names = boards.filter((b) => parsed.data.location_ids.includes(b.id)).map((b) => b.name);
    create.mutate(parsed.data, {
      onSuccess: (campaignId) => {
        const text = MANUAL_TEXT.saved(advertiserName(advertiser), names.join(', '), bookingPeriodLabel(parsed.data.starts_on, parsed.data.cycles));
        setSaved({ text, campaignId });
        toast.success(text);
      },
      // The database's own words ('No free slot left on ... for the cycle starting Mon Dec 7, 2026.').
      onError: (e) => setProblem(`${MANUAL_TEXT.refused}${e.message}`),
    });
  }

  const preview = useMemo<PreviewSale | null>(
    () =>
      advertiser
        ? {
            email: advertiser.email,
            boards: boards.filter((b) => locationIds.includes(b.id)),
            startsOn: values.starts_on,
            cycles: Number(values.cycles),
          }
        : null,
    [advertiser, boards, locationIds, values],
  );

  const set = (key: keyof typeof values) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value }));
  const toggleBoard = (boardId: string, on: boolean) => setLocationIds((ids) => (on ? [...ids, boardId] : ids.filter((x) => x !== boardId)));

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-10">
      <h2 id={`${id}-heading`} className="text-2xl font-bold text-ink">
        {MANUAL_TEXT.heading}
      </h2>
      <p className="mt-1 text-sm text-gray-700">{MANUAL_TEXT.intro}</p>
      <form aria-labelledby={`${id}-heading`} noValidate onSubmit={submit} className="mt-4 grid gap-4 rounded-lg border border-gray-200 bg-white p-4">
        <div className="grid gap-3 sm:grid-cols-[minmax(0,28rem)_auto] sm:items-end">
          <AdvertiserCombobox label={MANUAL_TEXT.advertiser} hint={MANUAL_TEXT.advertiserHint} value={advertiser} onChange={setAdvertiser} />
          {creating ? null : (
            <Button variant="outline" size="sm" className="sm:mb-6" onClick={() => setCreating(true)}>
              {MANUAL_TEXT.newAdvertiser}
            </Button>
          )}
        </div>
        {creating ? (
          <NewAdvertiserFields
            onCreated={(created) => {
              setAdvertiser(created);
              setCreating(false);
            }}
            onCancel={() => setCreating(false)}
          />
        ) : null}
        <fieldset>
          <legend className="text-sm font-medium">{MANUAL_TEXT.boards}</legend>
          <div className="mt-1 grid max-h-64 gap-1 overflow-auto rounded-md border border-gray-200 p-2 sm:grid-cols-2 lg:grid-cols-3">
            {boards.map((board) => (
              <label key={board.id} className="flex items-start gap-2 text-sm">
                <input
                  type="checkbox"
                  className="mt-0.5 h-4 w-4"
                  checked={locationIds.includes(board.id)}
                  onChange={(event) => toggleBoard(board.id, event.target.checked)}
                />
                {board.name}
              </label>
            ))}
          </div>
        </fieldset>
        <div>
          <label className="flex items-start gap-2 text-sm font-medium">
            <input
              type="checkbox"
              className="mt-0.5 h-4 w-4"
              checked={notify}
              onChange={(event) => setNotify(event.target.checked)}
              aria-describedby={`${id}-notify-hint`}
            />
            {MANUAL_TEXT.notify}
          </label>
          <p id={`${id}-notify-hint`} className="ml-6 mt-1 text-xs text-gray-700">
            {MANUAL_TEXT.notifyHint}
          </p>
          {notify ? (
            <ConfirmationPreview sale={preview} />
          ) : (
            <Field id={`${id}-no-notice`} label={MANUAL_TEXT.noNoticeReason}>
              <input
                id={`${id}-no-notice`}
                type="text"
                value={noNoticeReason}
                maxLength={NO_NOTICE_REASON_MAX}
                onChange={(event) => setNoNoticeReason(event.target.value)}
                className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 text-sm"
              />
            </Field>
          )}
        </div>
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr_auto] sm:items-end">
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
        </div>
      </form>
      <div aria-live="polite">
        {problem ? (
          <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-red-900">
            {problem}
          </p>
        ) : null}
        {saved ? (
          <p role="status" className="mt-3 rounded-md border border-green-200 bg-green-50 p-3 text-green-900">
            {saved.text}{' '}
            <Link to={adminCampaign(saved.campaignId)} className="font-semibold underline">
              {MANUAL_TEXT.openCampaign}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
