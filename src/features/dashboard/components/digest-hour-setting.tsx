import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDigestHour, useSetDigestHour } from '../api/digest-hour';

/** '8 a.m.', '12 p.m. (noon)', '12 a.m. (midnight)': an hour of the day on the office clock. */
export function hourLabel(hour: number): string {
  if (hour === 0) return '12 a.m. (midnight)';
  if (hour === 12) return '12 p.m. (noon)';
  return hour < 12 ? `${hour} a.m.` : `${hour - 12} p.m.`;
}

const HOURS = Array.from({ length: 24 }, (_, hour) => hour);

export const DIGEST_HOUR_TEXT = {
  heading: 'Morning e-mail',
  label: 'Send it at (Toronto time)',
  note: 'Holds expiring, campaigns starting and ending, artwork and deposits: e-mailed to the staff once a day, at this hour in summer and winter alike.',
  save: 'Save hour',
  saving: 'Saving...',
  saved: (hour: number) => `Saved: the morning e-mail goes out at ${hourLabel(hour)}, Toronto time.`,
  loading: 'Loading the hour of the morning e-mail...',
  loadFailed: 'Could not load the hour of the morning e-mail: ',
  saveFailed: 'Could not save the hour: ',
} as const;

/** The admin's choice of the Toronto hour the staff digest goes out (the database keeps it and lets only the admin change it). */
export function DigestHourSetting() {
  const headingId = useId();
  const selectId = useId();
  const noteId = useId();
  const stored = useDigestHour();
  const save = useSetDigestHour();
  const [chosen, setChosen] = useState<number | null>(null);
  const hour = chosen ?? stored.data;

  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-gray-200 bg-white px-5 py-4">
      <h2 id={headingId} className="text-sm font-semibold uppercase tracking-wide text-gray-600">
        {DIGEST_HOUR_TEXT.heading}
      </h2>
      {stored.isPending ? (
        <p className="mt-1 text-sm">{DIGEST_HOUR_TEXT.loading}</p>
      ) : stored.isError ? (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {DIGEST_HOUR_TEXT.loadFailed}
          {stored.error.message}
        </p>
      ) : (
        <form
          className="mt-2 flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (hour !== undefined) save.mutate(hour, { onSuccess: () => setChosen(null) });
          }}
        >
          <div>
            <label htmlFor={selectId} className="block text-sm font-medium">
              {DIGEST_HOUR_TEXT.label}
            </label>
            <select
              id={selectId}
              aria-describedby={noteId}
              value={hour}
              disabled={save.isPending}
              onChange={(e) => {
                setChosen(Number(e.target.value));
                save.reset();
              }}
              className="mt-1 rounded-md border border-gray-300 bg-white px-2 py-1.5 text-sm"
            >
              {HOURS.map((h) => (
                <option key={h} value={h}>
                  {hourLabel(h)}
                </option>
              ))}
            </select>
          </div>
          <Button type="submit" size="sm" variant="outline" disabled={save.isPending || chosen === null || chosen === stored.data}>
            {save.isPending ? DIGEST_HOUR_TEXT.saving : DIGEST_HOUR_TEXT.save}
          </Button>
        </form>
      )}
      <p id={noteId} className="mt-2 max-w-sm text-xs text-gray-600">
        {DIGEST_HOUR_TEXT.note}
      </p>
      {save.isSuccess ? (
        <p role="status" className="mt-1 text-sm text-green-800">
          {DIGEST_HOUR_TEXT.saved(save.data)}
        </p>
      ) : null}
      {save.isError ? (
        <p role="alert" className="mt-1 text-sm text-red-800">
          {DIGEST_HOUR_TEXT.saveFailed}
          {save.error.message}
        </p>
      ) : null}
    </section>
  );
}
