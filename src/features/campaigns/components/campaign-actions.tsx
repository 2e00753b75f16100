import { useId, useState, type ReactNode } from 'react';
import { formatDay, nextCycleStarts, torontoDate } from '@shared/booking-cycles.ts';
import { BOOKING, CAMPAIGN } from '@shared/business-rules.ts';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { site } from '@/config/site';
import { formatCents } from '@shared/money.ts';
import { toast } from '@/lib/toast';
import type { CampaignRecord } from '../api/campaign';
import { useCampaignCommand, type CampaignCommand } from '../api/campaign-actions';
import { openEndsOn } from '../lib/campaign-end';
import { availableActions, type CampaignAction } from '../lib/campaign-transitions';
import { ActionDialog } from './action-dialog';

export const ACTIONS_TEXT = {
  heading: 'Actions',
  none: 'Nothing more can be done to this campaign: its state is final.',
  buttons: {
    confirm: 'Confirm',
    live: 'Mark live',
    complete: 'Complete',
    extend: 'Extend',
    move: 'Move',
    price: 'Override price',
    decline: 'Decline',
    cancel: 'Cancel campaign',
  } satisfies Record<CampaignAction, string>,
  done: {
    confirm: 'Campaign confirmed.',
    live: 'Campaign marked live.',
    complete: 'Campaign completed.',
    extend: 'Campaign extended.',
    move: 'Campaign moved.',
    price: 'Price saved.',
    decline: 'Request declined.',
    cancel: 'Campaign cancelled.',
  } satisfies Record<CampaignAction, string>,
  emailed: ' The advertiser will be e-mailed within a minute.',
  working: 'Saving...',
  keep: 'Close',
  reason: 'Reason (kept in the timeline)',
  reasonOptional: 'Reason (optional, kept in the timeline)',
  reasonMissing: 'Say why: the reason is kept in the timeline.',
  decline: {
    title: 'Decline this request?',
    description: 'Its slots go back on sale at once, and the advertiser is told by e-mail. This cannot be undone.',
    submit: 'Decline request',
    keep: 'Keep the request',
  },
  cancel: {
    title: 'Cancel this campaign?',
    description:
      'Cycles that have not begun are freed for other advertisers; cycles already run stay booked. The advertiser is told by e-mail. This cannot be undone.',
    submit: 'Cancel campaign',
    keep: 'Keep the campaign',
  },
  extend: {
    title: 'Extend this campaign',
    description:
      'Adds cycles to every board of the campaign still running or to come. If a board is full for a cycle, nothing changes and the board and cycle are named.',
    /** The end the extension starts from, as the dialog showed it when it opened. */
    endsOn: (day: string) => `It now ends ${day}.`,
    cycles: 'Cycles to add',
    submit: 'Extend',
  },
  move: {
    title: 'Move this campaign',
    description: 'Every board moves together to the new start cycle, if each has a free slot for every cycle.',
    start: 'New start cycle',
    submit: 'Move',
  },
  price: {
    title: 'Override a price',
    description: 'Sets the price per cycle of one booking; its length rate still applies. The old and new prices and the reason are recorded.',
    booking: 'Booking',
    amount: 'New price per cycle (dollars)',
    invalidAmount: 'Enter an amount in dollars, zero or more, e.g. 950 or 950.50.',
    submit: 'Save price',
  },
} as const;

type DialogAction = 'decline' | 'cancel' | 'extend' | 'move' | 'price';
const DIALOG_ACTIONS = new Set<CampaignAction>(['decline', 'cancel', 'extend', 'move', 'price']);
const isDialogAction = (action: CampaignAction): action is DialogAction => DIALOG_ACTIONS.has(action);

// Never wider than the form: a long option (a board's name, dates and price) is cut short on a phone rather than widening the page.
const inputClass = 'mt-1 w-full min-w-0 max-w-full truncate rounded-md border border-gray-300 bg-white px-3 py-2 text-sm';

/** '950' or '950.5' dollars as cents; null when it is not an amount. */
export function dollarsToCents(text: string): number | null {
  const trimmed = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return null;
  return Math.round(Number(trimmed) * 100);
}

export interface CampaignActionsProps {
  campaign: CampaignRecord;
  /** Today in Toronto ('YYYY-MM-DD'): whether the campaign has begun, and the cycles it may move to. */
  today?: string;
}

/** The actions the campaign's state allows, each through its database function; a refusal is shown in the database's words. */
export function CampaignActions({ campaign, today = torontoDate(new Date()) }: CampaignActionsProps) {
  const id = useId();
  const command = useCampaignCommand();
  const [open, setOpen] = useState<DialogAction | null>(null);
  const [error, setError] = useState<string | null>(null);
  // The outcome of the last action, announced in the page (a toast also shows it, briefly).
  const [notice, setNotice] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [cycles, setCycles] = useState('1');
  const [moveStarts] = useState(() => nextCycleStarts(today, BOOKING.bookableStarts, site.bookingCycles));
  const openBookings = campaign.bookings.filter((b) => b.status === 'requested' || b.status === 'confirmed');
  const [startsOn, setStartsOn] = useState('');
  const [bookingId, setBookingId] = useState('');
  const [amount, setAmount] = useState('');
  // The end the extension dialog showed when it opened: what the extension
  // names, even if the page reads the campaign again while it is open.
  const [extendFrom, setExtendFrom] = useState<string | null>(null);
  const endsOn = openEndsOn(campaign.bookings);

  const begun = campaign.totals.startsOn !== null && campaign.totals.startsOn <= today;
  // Nothing to extend without a booking running or to come.
  const actions = availableActions({ status: campaign.status, begun }).filter((a) => a !== 'extend' || endsOn !== null);
  const currentStart = campaign.totals.startsOn;
  const startChoices = moveStarts.filter((s) => s !== currentStart);

  function openDialog(action: DialogAction) {
    setError(null);
    setReason('');
    setCycles('1');
    setStartsOn(startChoices[0] ?? '');
    setBookingId(openBookings[0]?.id ?? '');
    setAmount(openBookings[0] ? String(openBookings[0].price_per_cycle_cents / 100) : '');
    setExtendFrom(endsOn);
    setOpen(action);
  }

  function run(action: CampaignAction, input: CampaignCommand) {
    setError(null);
    setNotice(null);
    command.mutate(input, {
      onSuccess: () => {
        setOpen(null);
        const notified = action === 'confirm' || action === 'decline' || action === 'cancel';
        const done = `${ACTIONS_TEXT.done[action]}${notified ? ACTIONS_TEXT.emailed : ''}`;
        setNotice(done);
        toast.success(done);
      },
      onError: (e) => {
        setError(e.message);
        toast.error(e.message);
      },
    });
  }

  function submitDialog() {
    if (!open) return;
    const campaignId = campaign.id;
    const why = reason.trim();
    if ((open === 'decline' || open === 'cancel' || open === 'price') && why === '') return setError(ACTIONS_TEXT.reasonMissing);
    switch (open) {
      case 'decline':
      case 'cancel':
        return run(open, { action: open, campaignId, reason: why });
      case 'extend':
        if (extendFrom === null) return;
        return run(open, { action: 'extend', campaignId, endsOn: extendFrom, cycles: Number(cycles), reason: why });
      case 'move':
        return run(open, { action: 'move', campaignId, startsOn, reason: why });
      case 'price': {
        const cents = dollarsToCents(amount);
        if (cents === null) return setError(ACTIONS_TEXT.price.invalidAmount);
        return run(open, { action: 'price', campaignId, bookingId, priceCents: cents, reason: why });
      }
    }
  }

  const reasonField = (required: boolean) => (
    <Field id={`${id}-reason`} label={required ? ACTIONS_TEXT.reason : ACTIONS_TEXT.reasonOptional}>
      <textarea
        id={`${id}-reason`}
        className={inputClass}
        rows={3}
        maxLength={2000}
        aria-required={required}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </Field>
  );

  const dialogs: Record<DialogAction, { title: string; description: string; submit: string; keep?: string; danger?: boolean; fields: ReactNode }> = {
    decline: { ...ACTIONS_TEXT.decline, danger: true, fields: reasonField(true) },
    cancel: { ...ACTIONS_TEXT.cancel, danger: true, fields: reasonField(true) },
    extend: {
      ...ACTIONS_TEXT.extend,
      fields: (
        <>
          {extendFrom ? <p className="text-sm text-gray-800">{ACTIONS_TEXT.extend.endsOn(formatDay(extendFrom))}</p> : null}
          <Field id={`${id}-cycles`} label={ACTIONS_TEXT.extend.cycles}>
            <input
              id={`${id}-cycles`}
              type="number"
              inputMode="numeric"
              min={1}
              max={CAMPAIGN.maxCycles}
              required
              className={inputClass}
              value={cycles}
              onChange={(e) => setCycles(e.target.value)}
            />
          </Field>
          {reasonField(false)}
        </>
      ),
    },
    move: {
      ...ACTIONS_TEXT.move,
      fields: (
        <>
          <Field id={`${id}-start`} label={ACTIONS_TEXT.move.start}>
            <select id={`${id}-start`} className={inputClass} value={startsOn} onChange={(e) => setStartsOn(e.target.value)}>
              {startChoices.map((start) => (
                <option key={start} value={start}>
                  {formatDay(start)}
                </option>
              ))}
            </select>
          </Field>
          {reasonField(false)}
        </>
      ),
    },
    price: {
      ...ACTIONS_TEXT.price,
      fields: (
        <>
          <Field id={`${id}-booking`} label={ACTIONS_TEXT.price.booking}>
            <select
              id={`${id}-booking`}
              className={inputClass}
              value={bookingId}
              onChange={(e) => {
                setBookingId(e.target.value);
                const chosen = openBookings.find((b) => b.id === e.target.value);
                if (chosen) setAmount(String(chosen.price_per_cycle_cents / 100));
              }}
            >
              {openBookings.map((b) => (
                <option key={b.id} value={b.id}>
                  {b.board ?? '?'}, starts {formatDay(b.starts_on)} ({formatCents(b.price_per_cycle_cents)} per cycle)
                </option>
              ))}
            </select>
          </Field>
          <Field id={`${id}-amount`} label={ACTIONS_TEXT.price.amount}>
            <input id={`${id}-amount`} inputMode="decimal" required className={inputClass} value={amount} onChange={(e) => setAmount(e.target.value)} />
          </Field>
          {reasonField(true)}
        </>
      ),
    },
  };

  const dialog = open ? dialogs[open] : null;
  const directError = open === null ? error : null;

  return (
    <section aria-labelledby={`${id}-heading`} className="mt-6 rounded-lg border border-gray-200 bg-white p-4">
      <h3 id={`${id}-heading`} className="text-lg font-semibold text-ink">
        {ACTIONS_TEXT.heading}
      </h3>
      {actions.length === 0 ? (
        <p className="mt-2 text-sm text-gray-700">{ACTIONS_TEXT.none}</p>
      ) : (
        <div className="mt-3 flex flex-wrap gap-3">
          {actions.map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === 'confirm' ? 'secondary' : 'outline'}
              disabled={command.isPending}
              onClick={() => (isDialogAction(action) ? openDialog(action) : run(action, { action, campaignId: campaign.id }))}
            >
              {command.isPending && command.variables?.action === action && !isDialogAction(action) ? ACTIONS_TEXT.working : ACTIONS_TEXT.buttons[action]}
            </Button>
          ))}
        </div>
      )}
      <p role="status" className={notice ? 'mt-3 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900' : 'sr-only'}>
        {notice}
      </p>
      {directError ? (
        <p role="alert" className="mt-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {directError}
        </p>
      ) : null}
      {dialog ? (
        <ActionDialog
          open
          title={dialog.title}
          description={dialog.description}
          submitLabel={dialog.submit}
          keepLabel={dialog.keep ?? ACTIONS_TEXT.keep}
          danger={dialog.danger}
          pending={command.isPending}
          pendingLabel={ACTIONS_TEXT.working}
          error={error}
          onClose={() => {
            setOpen(null);
            setError(null);
          }}
          onSubmit={submitDialog}
        >
          {dialog.fields}
        </ActionDialog>
      ) : null}
    </section>
  );
}
