import { describe, expect, it } from 'vitest';
import type { CampaignReminders, ReminderCampaign } from './campaign-reminders.ts';
import { buildStaffDigestEmail } from './staff-digest-email.ts';

const campaign = (over: Partial<ReminderCampaign>): ReminderCampaign => ({
  id: '00000000-0000-4000-8000-000000000001',
  reference: 'C-7K3Q9X',
  name: 'Raman Family Dental, Dec 7, 2026',
  status: 'requested',
  advertiser: 'Raman Family Dental',
  starts_on: null,
  ends_on: null,
  expires_at: null,
  total_cents: 380000,
  ...over,
});

const empty: CampaignReminders = { today: '2026-12-03', expiring: [], starting: [], renewals: [] };
const options = { to: 'sales@example.ca', siteUrl: 'https://www.example.ca/' };

describe('buildStaffDigestEmail', () => {
  it('makes nothing when there is nothing to say', () => {
    expect(buildStaffDigestEmail(empty, options)).toBeNull();
  });

  const digest = buildStaffDigestEmail(
    {
      ...empty,
      // 2026-12-04T14:30Z is 9:30 a.m. in Toronto (EST).
      expiring: [campaign({ expires_at: '2026-12-04T14:30:00Z' })],
      starting: [
        campaign({
          id: '00000000-0000-4000-8000-000000000002',
          reference: 'C-START2',
          name: 'Forest City Pizza, downtown',
          advertiser: 'Forest City Pizza',
          status: 'confirmed',
          starts_on: '2026-12-07',
          ends_on: '2027-01-31',
          total_cents: 245012,
        }),
      ],
      renewals: [
        campaign({
          id: '00000000-0000-4000-8000-000000000003',
          reference: 'C-RENEW3',
          name: 'Western <Auto> Body',
          advertiser: 'Western Auto Body',
          status: 'live',
          starts_on: '2026-06-08',
          ends_on: '2027-01-03',
        }),
      ],
    },
    options,
  )!;

  it('goes to the staff with the count of each list in the subject', () => {
    expect(digest.to).toBe('sales@example.ca');
    expect(digest.subject).toBe('Campaigns today, Thu Dec 3, 2026: 1 hold expiring, 1 starting, 1 renewal');
  });

  it('lists each campaign under its heading, why it is there (dates in words, Toronto time), its total and a link to its page', () => {
    expect(digest.text).toBe(
      [
        'Campaigns needing attention',
        'Thu Dec 3, 2026',
        '',
        'Holds expiring within 48 hours',
        '- Raman Family Dental: Raman Family Dental, Dec 7, 2026 (C-7K3Q9X)',
        '  Hold expires Fri Dec 4, 2026 at 9:30 a.m. (Toronto time) · $3,800.00',
        '  https://www.example.ca/admin/campaigns/00000000-0000-4000-8000-000000000001',
        '',
        'Campaigns starting within 7 days',
        '- Forest City Pizza: Forest City Pizza, downtown (C-START2)',
        '  Starts Mon Dec 7, 2026 · $2,450.12',
        '  https://www.example.ca/admin/campaigns/00000000-0000-4000-8000-000000000002',
        '',
        'Campaigns ending within 2 cycles (renewals)',
        '- Western Auto Body: Western <Auto> Body (C-RENEW3)',
        '  Ends Sun Jan 3, 2027 · $3,800.00',
        '  https://www.example.ca/admin/campaigns/00000000-0000-4000-8000-000000000003',
      ].join('\n'),
    );
    expect(digest.html).toContain(
      '<a href="https://www.example.ca/admin/campaigns/00000000-0000-4000-8000-000000000002">Forest City Pizza: Forest City Pizza, downtown (C-START2)</a>',
    );
    expect(digest.html).toContain('Western &lt;Auto&gt; Body');
    expect(digest.html).not.toContain('<Auto>');
  });

  it('leaves out the lists that are empty', () => {
    const only = buildStaffDigestEmail({ ...empty, renewals: [campaign({ status: 'live', ends_on: '2027-01-03' })] }, options)!;
    expect(only.subject).toBe('Campaigns today, Thu Dec 3, 2026: 0 holds expiring, 0 starting, 1 renewal');
    expect(only.text).not.toContain('Holds expiring');
    expect(only.html).not.toContain('Campaigns starting');
  });
});

describe('buildStaffDigestEmail: artwork', () => {
  const artwork = buildStaffDigestEmail(
    {
      ...empty,
      artwork_pending: [
        {
          id: '00000000-0000-4000-8000-000000000004',
          reference: 'C-ART004',
          name: 'Forest City Pizza, downtown',
          advertiser: 'Forest City Pizza',
          version: 2,
          // 14:30Z is 9:30 a.m. in Toronto (EST).
          uploaded_at: '2026-12-02T14:30:00Z',
        },
      ],
      artwork_missing: [
        {
          id: '00000000-0000-4000-8000-000000000005',
          reference: 'C-NOART5',
          name: 'Western Auto Body',
          advertiser: 'Western Auto Body',
          starts_on: '2026-12-07',
        },
      ],
    },
    options,
  )!;

  it('lists artwork waiting for approval and campaigns starting without approved artwork, each linking to its campaign page', () => {
    expect(artwork.subject).toBe('Campaigns today, Thu Dec 3, 2026: 0 holds expiring, 0 starting, 0 renewals, 1 artwork version to review');
    expect(artwork.text).toContain(
      [
        'Artwork waiting for approval',
        '- Forest City Pizza: Forest City Pizza, downtown (C-ART004)',
        '  Version 2, uploaded Wed Dec 2, 2026 at 9:30 a.m. (Toronto time)',
        '  https://www.example.ca/admin/campaigns/00000000-0000-4000-8000-000000000004',
      ].join('\n'),
    );
    expect(artwork.text).toContain(
      [
        'Campaigns starting within 7 days without approved artwork',
        '- Western Auto Body: Western Auto Body (C-NOART5)',
        '  Starts Mon Dec 7, 2026',
        '  https://www.example.ca/admin/campaigns/00000000-0000-4000-8000-000000000005',
      ].join('\n'),
    );
    expect(artwork.html).toContain('<a href="https://www.example.ca/admin/campaigns/00000000-0000-4000-8000-000000000005">');
  });

  it('makes nothing when the artwork lists are empty too', () => {
    expect(buildStaffDigestEmail({ ...empty, artwork_pending: [], artwork_missing: [] }, options)).toBeNull();
  });
});

describe('buildStaffDigestEmail: unpaid deposits', () => {
  const unpaid = {
    id: '00000000-0000-4000-8000-000000000006',
    reference: 'C-UNPD06',
    name: 'Thames Valley Dental, Dec 7, 2026',
    advertiser: 'Thames Valley Dental',
    // 2026-12-04T14:30Z is 9:30 a.m. in Toronto (EST).
    deposit_due_at: '2026-12-04T14:30:00Z',
  };

  it('warns of an unpaid campaign released within a day, linking to its page, even when nothing else is due', () => {
    const digest = buildStaffDigestEmail({ ...empty, unpaid_releasing: [unpaid] }, options)!;
    expect(digest.subject).toBe('Campaigns today, Thu Dec 3, 2026: 0 holds expiring, 0 starting, 0 renewals, 1 unpaid deposit');
    expect(digest.text).toContain(
      [
        'Deposits unpaid: released within a day',
        '- Thames Valley Dental: Thames Valley Dental, Dec 7, 2026 (C-UNPD06)',
        '  Released Fri Dec 4, 2026 at 9:30 a.m. (Toronto time) unless paid',
        '  https://www.example.ca/admin/campaigns/00000000-0000-4000-8000-000000000006',
      ].join('\n'),
    );
  });

  it('makes nothing when no deposit is about to lapse either', () => {
    expect(buildStaffDigestEmail({ ...empty, unpaid_releasing: [] }, options)).toBeNull();
  });
});
