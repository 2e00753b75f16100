import type { Lead } from '../api/lead';
import { csvLocalTime } from '@/lib/csv';
import { LEAD_CSV_HEADER, leadsCsv, SUBSCRIBER_CSV_HEADER, subscribersCsv } from './leads-csv';

const lead: Lead = {
  id: 'l1',
  name: 'Jane Doe',
  company: 'Doe Realty',
  email: 'jane@example.com',
  phone: '519-555-0100',
  message: 'Two boards',
  source: 'industry-page:real-estate',
  status: 'new',
  status_reason: null,
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

describe('leadsCsv for spreadsheets', () => {
  it('gives the time on the office clock with the zone named, in winter and in summer', () => {
    expect(csvLocalTime('2026-11-25T12:00:00Z')).toBe('2026-11-25 07:00 EST');
    expect(csvLocalTime('2026-07-01T03:30:00Z')).toBe('2026-06-30 23:30 EDT');
    const [header, row] = leadsCsv([lead]).split('\r\n');
    expect(header!.split(',')[0]).toBe('Received (America/Toronto)');
    expect(row!.split(',')[0]).toBe('2026-11-25 07:00 EST');
  });

  it('keeps phone numbers as text and still neutralises a formula typed as a phone', () => {
    const csv = leadsCsv([
      { ...lead, phone: '5195550100' },
      { ...lead, id: 'l2', phone: '+1 519 555 0100' },
      { ...lead, id: 'l3', phone: '=HYPERLINK("x")' },
    ]);
    const phones = csv
      .split('\r\n')
      .slice(1, 4)
      .map((line) => line.split(',')[4]);
    expect(phones).toEqual(["'5195550100", "'+1 519 555 0100", `"'=HYPERLINK(""x"")"`]);
  });

  it('names the boards of the plan, not their ids, and the status as the inbox does', () => {
    const csv = leadsCsv([
      {
        ...lead,
        status: 'contacted',
        location_ids: ['b1', 'b2', 'gone'],
        boards: [
          { id: 'b2', name: 'Wellington Rd' },
          { id: 'b1', name: 'Dundas St' },
        ],
      },
    ]);
    const row = csv.split('\r\n')[1]!;
    expect(row).toContain(',Contacted,');
    expect(row.endsWith(',Dundas St; Wellington Rd; deleted board gone,,,')).toBe(true);
    expect(row).not.toContain('b1');
  });
});

describe('leadsCsv with a booking request', () => {
  const now = new Date('2026-12-01T12:00:00Z');
  const booking = {
    id: 'k1',
    location_id: 'b1',
    board: 'Dundas St',
    starts_on: '2026-12-07',
    cycles: 3,
    status: 'requested' as const,
    expires_at: '2026-12-03T12:00:00Z',
    price_per_cycle_cents: 190_000,
    discount_bp: 500,
  };

  it('adds the estimate at the recorded prices, the dates and the booking state', () => {
    const csv = leadsCsv(
      [
        {
          ...lead,
          bookings: [
            booking,
            { ...booking, id: 'k2', location_id: 'b2', board: 'Oxford St', price_per_cycle_cents: 165_000, status: 'confirmed', expires_at: null },
          ],
        },
      ],
      now,
    );
    const [header, row] = csv.split('\r\n');
    expect(header).toBe(LEAD_CSV_HEADER.join(','));
    expect(header!.endsWith(',Estimate (CAD),Dates,Booking')).toBe(true);
    // (1900 + 1650) x 3 cycles less 5%.
    expect(row!.endsWith(',10117.50,2026-12-07 to 2027-02-28,Requested; Confirmed')).toBe(true);
  });

  it('reads a hold that lapsed as expired', () => {
    const row = leadsCsv([{ ...lead, bookings: [booking] }], new Date('2026-12-04T12:00:00Z')).split('\r\n')[1]!;
    expect(row.endsWith(',5415.00,2026-12-07 to 2027-02-28,Expired')).toBe(true);
  });
});
