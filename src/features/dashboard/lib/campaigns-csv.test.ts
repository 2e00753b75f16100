import type { CampaignExportRow } from '../api/get-campaigns-export';
import { CAMPAIGN_CSV_HEADER, campaignsCsv } from './campaigns-csv';

const campaign: CampaignExportRow = {
  id: 'c1',
  reference: 'C-7K3Q9X',
  name: 'Raman Family Dental, Dec 7, 2026',
  status: 'confirmed',
  created_at: '2026-11-26T15:30:00Z',
  advertiser: { company: 'Raman Family Dental', contact_name: 'Priya Raman', email: 'priya.raman@example.com' },
  bookings: [
    { starts_on: '2026-12-07', cycles: 3, status: 'confirmed', price_per_cycle_cents: 190_000, discount_bp: 500, board: { name: 'Dundas St Downtown' } },
    { starts_on: '2026-12-07', cycles: 3, status: 'confirmed', price_per_cycle_cents: 165_000, discount_bp: 500, board: { name: 'Oxford St' } },
    { starts_on: '2027-02-01', cycles: 1, status: 'cancelled', price_per_cycle_cents: 100_000, discount_bp: 0, board: { name: 'Wellington Rd' } },
  ],
};

describe('campaignsCsv', () => {
  it('names the zone of its times in the header and gives them on the office clock', () => {
    const [header, row] = campaignsCsv([campaign]).split('\r\n');
    expect(header).toBe(CAMPAIGN_CSV_HEADER.join(','));
    expect(header).toContain(',Created (America/Toronto)');
    expect(row!.endsWith(',2026-11-26 10:30 EST')).toBe(true);
  });

  it('gives the advertiser, boards, dates, total and status, leaving out cancelled bookings', () => {
    const row = campaignsCsv([campaign]).split('\r\n')[1]!;
    expect(row).toBe(
      'C-7K3Q9X,"Raman Family Dental, Dec 7, 2026",Raman Family Dental,Priya Raman,priya.raman@example.com,' +
        'Dundas St Downtown; Oxford St,2026-12-07,2027-02-28,3,10117.50,Confirmed,2026-11-26 10:30 EST',
    );
  });

  it('neutralises a formula typed as a company name', () => {
    const row = campaignsCsv([{ ...campaign, advertiser: { company: '=HYPERLINK("x")', contact_name: 'X', email: null } }]).split('\r\n')[1]!;
    expect(row).toContain(`,"'=HYPERLINK(""x"")",X,,`);
  });
});
