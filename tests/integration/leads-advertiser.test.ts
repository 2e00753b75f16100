// The leads inbox reads each lead's campaign and its advertiser's other leads
// and campaigns in the same one request as the leads (PostgREST embedding
// with foreign-key hints: campaigns and bookings also join these tables).
import { beforeAll, describe, expect, it } from 'vitest';
import { readLeads } from '@/features/leads/api/read-leads';
import { clientWithToken, resetBackend, serviceClient, signInAsAdmin } from './helpers';

const SEED_LEAD = 'd0000000-0000-4000-8000-000000000001';

beforeAll(async () => {
  await resetBackend();
});

describe('readLeads: campaigns and the advertiser', () => {
  it('one request brings the lead’s campaign and every lead and campaign of its advertiser, matched by e-mail whatever its case', async () => {
    const service = serviceClient();
    const { data: again, error } = await service
      .from('contact_inquiries')
      .insert({
        name: 'Priya Raman',
        email: 'PRIYA.RAMAN@example.com',
        company: 'Raman Family Dental',
        phone: '519-555-0142',
        message: 'Writing again about the Dundas board.',
        source: 'contact',
      })
      .select('id')
      .single();
    expect(error).toBeNull();
    const { data: campaign } = await service.from('campaigns').select('id, reference, status').eq('lead_id', SEED_LEAD).single();

    const { session } = await signInAsAdmin();
    const urls: string[] = [];
    const client = clientWithToken(session.access_token, { fetch: (input, init) => (urls.push(String(input)), fetch(input, init)) });
    const leads = await readLeads(client);
    expect(urls).toHaveLength(1);

    const first = leads.find((l) => l.id === SEED_LEAD)!;
    const second = leads.find((l) => l.id === again!.id)!;
    expect(first.campaigns).toEqual([campaign]);
    expect(second.campaigns).toEqual([]);
    expect(second.advertiser?.id).toBe(first.advertiser?.id);
    expect(second.advertiser).toMatchObject({ company: 'Raman Family Dental', contact_name: 'Priya Raman', campaigns: [campaign] });
    expect(second.advertiser!.leads.map((l) => l.id).sort()).toEqual([SEED_LEAD, again!.id].sort());
  });
});
