import type { Lead } from '../api/lead';
import { leadsCsv } from './leads-csv';

const lead: Lead = {
  id: 'l1',
  name: 'Jane Doe',
  company: 'Doe Realty',
  email: 'jane@example.com',
  phone: '519-555-0100',
  message: 'Two boards',
  source: 'industry-page:real-estate',
  status: 'new',
  email_status: 'sent',
  email_error: null,
  email_attempts: 1,
  location_ids: [],
  created_at: '2026-11-25T12:00:00Z',
};

describe('leadsCsv', () => {
  it('names each source by its label, as the inbox and the e-mail do', () => {
    const csv = leadsCsv([lead, { ...lead, id: 'l2', source: 'home-page' }]);
    expect(csv).toContain(',Industry page (real estate),');
    expect(csv).toContain(',Home page,');
    expect(csv).not.toContain('industry-page:real-estate');
  });
});
