import { useMemo } from 'react';
import { formatCents } from '@shared/money.ts';
import { Button } from '@/components/ui/button';
import { useDashboard } from '../api/get-dashboard';
import { dashboardMonths, occupancyRows, revenueByMonth } from '../lib/dashboard-figures';
import { monthsSpan } from '../lib/month-spread';
import { CampaignsExportButton } from './campaigns-export-button';
import { DigestHourSetting } from './digest-hour-setting';
import { OccupancyTable } from './occupancy-table';
import { ReminderTable } from './reminder-table';
import { RevenueTable } from './revenue-table';
import { Worklist } from './worklist';

export const DASHBOARD_TEXT = {
  loading: 'Loading the dashboard...',
  failed: 'Could not load the dashboard: ',
  retry: 'Try Again',
  pipeline: 'Pipeline of open requests',
  pipelineDetail: (campaigns: number) => `${campaigns} request${campaigns === 1 ? '' : 's'} with an open hold`,
  attention: 'Needs attention',
  figures: 'Figures',
} as const;

/** The staff's dashboard: first what needs a person today (the worklist), then the figures. */
export function StaffDashboard() {
  return (
    <div className="space-y-10">
      <Worklist />
      <DashboardFigures />
    </div>
  );
}

/** The staff's overview: money booked, boards sold, open requests and what needs doing soon, from one request. */
function DashboardFigures() {
  const months = useMemo(() => dashboardMonths(new Date()), []);
  const { from, to } = monthsSpan(months);
  const dashboard = useDashboard(from, to);
  const data = dashboard.data;
  const revenue = useMemo(() => (data ? revenueByMonth(data, months) : []), [data, months]);
  const occupancy = useMemo(() => (data ? occupancyRows(data, months) : []), [data, months]);

  if (dashboard.isPending) return <p>{DASHBOARD_TEXT.loading}</p>;
  if (dashboard.isError)
    return (
      <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
        <p>
          {DASHBOARD_TEXT.failed}
          {dashboard.error.message}
        </p>
        <Button size="sm" variant="outline" className="mt-2" onClick={() => void dashboard.refetch()}>
          {DASHBOARD_TEXT.retry}
        </Button>
      </div>
    );

  const { pipeline } = dashboard.data;
  return (
    <div className="space-y-10" data-testid="staff-dashboard">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <section aria-labelledby="pipeline-heading" className="rounded-lg border border-gray-200 bg-white px-5 py-4">
          <h2 id="pipeline-heading" className="text-sm font-semibold uppercase tracking-wide text-gray-600">
            {DASHBOARD_TEXT.pipeline}
          </h2>
          <p className="mt-1 text-3xl font-bold tabular-nums text-ink" data-testid="pipeline-value">
            {formatCents(pipeline.cents)}
          </p>
          <p className="text-sm text-gray-700">{DASHBOARD_TEXT.pipelineDetail(pipeline.campaigns)}</p>
        </section>
        <DigestHourSetting />
        <CampaignsExportButton />
      </div>

      <section aria-labelledby="attention-heading" className="space-y-4">
        <h2 id="attention-heading" className="text-2xl font-bold text-ink">
          {DASHBOARD_TEXT.attention}
        </h2>
        <ReminderTable list="expiring" campaigns={dashboard.data.expiring} />
        <ReminderTable list="starting" campaigns={dashboard.data.starting} />
        <ReminderTable list="renewals" campaigns={dashboard.data.renewals} />
      </section>

      <section aria-labelledby="figures-heading" className="space-y-4">
        <h2 id="figures-heading" className="text-2xl font-bold text-ink">
          {DASHBOARD_TEXT.figures}
        </h2>
        <RevenueTable rows={revenue} />
        <OccupancyTable months={months} rows={occupancy} />
      </section>
    </div>
  );
}
