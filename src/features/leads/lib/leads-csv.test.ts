import type { Lead } from '../api/lead';
import { leadsCsv, SUBSCRIBER_CSV_HEADER, subscribersCsv } from './leads-csv';

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

describe('subscribersCsv', () => {
  it('carries the consent record and each address its own working unsubscribe link', () => {
    const csv = subscribersCsv([
      {
        email: 'reader@example.com',
        created_at: '2026-11-01T10:00:00Z',
        confirmed_at: '2026-11-01T10:05:00Z',
        unsubscribed_at: null,
        unsubscribe_token: '11111111-2222-4333-8444-555555555555',
        consent_text: 'Send me the newsletter, please',
        consent_page: '/blog',
        consent_at: '2026-11-01T10:00:00Z',
        consent_client_address: '203.0.113.7',
      },
    ]);
    const [header, row] = csv.trim().split(/\r?\n/);
    expect(header).toBe(SUBSCRIBER_CSV_HEADER.join(','));
    expect(row).toBe(
      'reader@example.com,2026-11-01T10:05:00Z,,"Send me the newsletter, please",/blog,2026-11-01T10:00:00Z,203.0.113.7,' +
        'https://www.londondigitalbillboards.ca/unsubscribe?token=11111111-2222-4333-8444-555555555555',
    );
  });
});
