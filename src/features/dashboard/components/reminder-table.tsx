import { Link } from 'react-router-dom';
import { REMINDER_HEADINGS, reminderWhen, type ReminderCampaign, type ReminderList } from '@shared/campaign-reminders.ts';
import { formatCents } from '@shared/money.ts';
import { adminCampaign } from '@/config/admin-paths';

export const REMINDER_TEXT = {
  campaign: 'Campaign',
  advertiser: 'Advertiser',
  when: 'When',
  total: 'Total',
  none: 'None.',
} as const;

/** One of the reminder lists (holds expiring, starts, renewals), each campaign linking to its page. */
export function ReminderTable({ list, campaigns }: { list: ReminderList; campaigns: readonly ReminderCampaign[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="w-full text-left text-sm">
        <caption className="px-4 py-3 text-left text-lg font-semibold text-ink">
          {REMINDER_HEADINGS[list]} ({campaigns.length})
        </caption>
        {campaigns.length === 0 ? (
          <tbody>
            <tr>
              <td className="px-4 pb-4 text-gray-700">{REMINDER_TEXT.none}</td>
            </tr>
          </tbody>
        ) : (
          <>
            <thead className="bg-gray-50">
              <tr>
                <th scope="col" className="px-4 py-2 font-semibold">
                  {REMINDER_TEXT.campaign}
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  {REMINDER_TEXT.advertiser}
                </th>
                <th scope="col" className="px-4 py-2 font-semibold">
                  {REMINDER_TEXT.when}
                </th>
                <th scope="col" className="px-4 py-2 text-right font-semibold">
                  {REMINDER_TEXT.total}
                </th>
              </tr>
            </thead>
            <tbody>
              {campaigns.map((c) => (
                <tr key={c.id} className="border-t border-gray-200">
                  <th scope="row" className="px-4 py-2 font-normal">
                    <Link to={adminCampaign(c.id)} className="font-semibold text-brand-800 underline underline-offset-4 hover:text-ink">
                      {c.name}
                    </Link>{' '}
                    <span className="text-gray-600">({c.reference})</span>
                  </th>
                  <td className="px-4 py-2">{c.advertiser}</td>
                  <td className="px-4 py-2">{reminderWhen(list, c)}</td>
                  <td className="px-4 py-2 text-right tabular-nums">{formatCents(c.total_cents)}</td>
                </tr>
              ))}
            </tbody>
          </>
        )}
      </table>
    </div>
  );
}
