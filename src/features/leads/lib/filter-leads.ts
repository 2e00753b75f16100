import type { Lead, LeadStatus } from '../api/lead';

export interface LeadFilter {
  status: LeadStatus | 'all';
  /** Matched, case-insensitively, against name, company, e-mail, phone and message. */
  text: string;
}

export function filterLeads(leads: readonly Lead[], { status, text }: LeadFilter): Lead[] {
  const needle = text.trim().toLowerCase();
  return leads.filter(
    (lead) =>
      (status === 'all' || lead.status === status) &&
      (!needle || [lead.name, lead.company, lead.email, lead.phone, lead.message].some((field) => field.toLowerCase().includes(needle))),
  );
}
