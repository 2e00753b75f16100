import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CampaignReminders } from '@shared/campaign-reminders.ts';
import { supabase } from '@/lib/supabase';
import { toDataError } from '@/lib/to-data-error';
import { fromPayload } from '../lib/dashboard-payload';
import type { SoldSlots } from '../lib/month-spread';

/** public.staff_dashboard's answer as sent: per-cycle lists aligned with `cycles`, to keep it small whatever the number of boards. */
export interface DashboardPayload extends CampaignReminders {
  from: string;
  to: string;
  cycles: string[];
  revenue: number[];
  sold: Record<string, number[]>;
  boards: DashboardBoard[];
  pipeline: { cents: number; campaigns: number };
}

/** The dashboard's data: per-cycle figures for a span, the boards, the pipeline and the reminders. */
export interface DashboardData extends CampaignReminders {
  from: string;
  to: string;
  /** Revenue booked per cycle start, in cents (fractions of a cent kept until shown). */
  revenue: { starts_on: string; revenue_cents: number }[];
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
  return queryOptions({ queryKey: ['dashboard', from, to] as const, queryFn: () => getDashboard(from, to), staleTime: 0 });
}

export function useDashboard(from: string, to: string) {
  return useQuery(dashboardQueryOptions(from, to));
}
