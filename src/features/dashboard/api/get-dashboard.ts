import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignReminders } from '@shared/campaign-reminders.ts';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import { fromPayload } from '../lib/dashboard-payload';
import type { SoldSlots } from '../lib/month-spread';
import { campaignRecordKeys } from '@/lib/admin-query-keys';

/**
 * public.staff_dashboard's answer as sent: slots sold per cycle (aligned with
 * `cycles`, to keep it small whatever the number of boards) and revenue per
 * month (aligned with `months`).
 */
export interface DashboardPayload extends CampaignReminders {
  from: string;
  to: string;
  cycles: string[];
  /** 'YYYY-MM', every month of the span. */
  months: string[];
  /** Whole cents per month, shared out by the database so the months add up to each campaign's total. */
  revenue: number[];
  sold: Record<string, number[]>;
  boards: DashboardBoard[];
  pipeline: { cents: number; campaigns: number };
}

/** The dashboard's data: revenue per month and slots sold per cycle for a span, the boards, the pipeline and the reminders. */
export interface DashboardData extends CampaignReminders {
  from: string;
  to: string;
  /** Revenue booked per month, in whole cents as the database shares it out. */
  revenue: { month: string; cents: number }[];
  sold: SoldSlots[];
  boards: DashboardBoard[];
  pipeline: { cents: number; campaigns: number };
}

export interface DashboardBoard {
  id: string;
  name: string;
  slots: number;
  is_active: boolean;
}

/** The whole dashboard in one request, read as the admin (the database checks). */
export async function getDashboard(from: string, to: string): Promise<DashboardData> {
  const { data, error, status } = await supabase.rpc('staff_dashboard', { p_from: from, p_to: to });
  if (error) throw toDataError(error, status);
  return fromPayload(data as unknown as DashboardPayload);
}

export function dashboardQueryOptions(from: string, to: string) {
  return queryOptions({ queryKey: [...campaignRecordKeys.dashboard, from, to] as const, queryFn: () => getDashboard(from, to), staleTime: 0 });
}

export function useDashboard(from: string, to: string) {
  return useQuery(dashboardQueryOptions(from, to));
}
