import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { formatDay } from '@shared/booking-cycles.ts';
import { MAKE_GOOD } from '@shared/business-rules.ts';
import { Button } from '@/components/ui/button';
import { adminCampaign } from '@/config/admin-paths';
import { parseDollars } from '@/lib/parse-dollars';
import type { WorkUnderDelivered } from '../api/get-worklist';
import { useRecordMakeGood } from '../api/record-make-good';
import { formatCount } from '@shared/count-format.ts';

export const MAKE_GOOD_TEXT = {
  label: (item: Pick<WorkUnderDelivered, 'reference' | 'advertiser' | 'board_name'>) => `${item.reference} · ${item.advertiser}, ${item.board_name}`,
  detail: (item: Pick<WorkUnderDelivered, 'cycle_start' | 'delivered' | 'contracted'>) =>
    `cycle starting ${formatDay(item.cycle_start)}: ${formatCount(item.delivered)} of ${formatCount(item.contracted)} plays (${((item.delivered / item.contracted) * 100).toFixed(1)}%)`,
  form: (item: Pick<WorkUnderDelivered, 'reference' | 'board_name'>) => `Make good ${item.reference} on ${item.board_name}`,
  how: 'Make good with',
  extraDays: 'Extra days on this board',
  credit: 'A credit',
  days: 'Days',
  creditAmount: 'Credit (dollars, before HST)',
  record: 'Record the make-good',
  recording: 'Recording...',
  badDays: `Enter 1 to ${MAKE_GOOD.maxExtraDays} days.`,
  badAmount: 'Enter the credit in dollars and cents, e.g. 250.00.',
  failed: 'Not recorded: ',
} as const;

type Kind = 'extra_days' | 'credit';

/**
 * One board-cycle delivered under the make-good threshold, with its action:
 * extra days on that board (the database checks its free slots) or a credit
 * on that cycle's invoice. Recorded, it leaves the worklist.
 */
export function MakeGoodRow({ item }: { item: WorkUnderDelivered }) {
  const id = useId();
  const record = useRecordMakeGood();
  const [kind, setKind] = useState<Kind>('extra_days');
  const [amount, setAmount] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const target = { campaignId: item.campaign_id, locationId: item.location_id, cycleStart: item.cycle_start };
    if (kind === 'extra_days') {
      const days = /^\d+$/.test(amount.trim()) ? Number(amount.trim()) : NaN;
      if (!(days >= 1 && days <= MAKE_GOOD.maxExtraDays)) return setInvalid(MAKE_GOOD_TEXT.badDays);
      setInvalid(null);
      record.mutate({ ...target, kind, days });
    } else {
      const creditCents = parseDollars(amount);
      if (creditCents === null) return setInvalid(MAKE_GOOD_TEXT.badAmount);
      setInvalid(null);
      record.mutate({ ...target, kind, creditCents });
    }
  };
  const error = invalid ?? (record.error ? MAKE_GOOD_TEXT.failed + record.error.message : null);

  return (
    <li className="space-y-1">
      <div>
        <Link to={adminCampaign(item.campaign_id)} className="font-semibold text-brand-800 underline underline-offset-4 hover:text-ink">
          {MAKE_GOOD_TEXT.label(item)}
        </Link>{' '}
        <span className="text-gray-700">{MAKE_GOOD_TEXT.detail(item)}</span>
      </div>
      <form aria-label={MAKE_GOOD_TEXT.form(item)} onSubmit={submit} className="flex flex-wrap items-end gap-2">
        <fieldset className="flex gap-3">
          <legend className="sr-only">{MAKE_GOOD_TEXT.how}</legend>
          {(['extra_days', 'credit'] as const).map((k) => (
            <label key={k} className="flex items-center gap-1">
              <input type="radio" name={`${id}-kind`} value={k} checked={kind === k} onChange={() => setKind(k)} />
              {k === 'extra_days' ? MAKE_GOOD_TEXT.extraDays : MAKE_GOOD_TEXT.credit}
            </label>
          ))}
        </fieldset>
        <label className="flex flex-col text-xs text-gray-700">
          {kind === 'extra_days' ? MAKE_GOOD_TEXT.days : MAKE_GOOD_TEXT.creditAmount}
          <input
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            inputMode={kind === 'extra_days' ? 'numeric' : 'decimal'}
            className="w-28 rounded-md border border-gray-300 px-2 py-1 text-sm text-ink"
          />
        </label>
        <Button type="submit" size="sm" variant="outline" disabled={record.isPending}>
          {record.isPending ? MAKE_GOOD_TEXT.recording : MAKE_GOOD_TEXT.record}
        </Button>
      </form>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
    </li>
  );
}
