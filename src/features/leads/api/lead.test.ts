import { DataError } from '@/lib/data-error';
import { toLead, type LeadRow } from './lead';

const row: LeadRow = {
  id: 'l1',
  name: 'Ann',
  company: 'Shop',
  email: 'ann@example.ca',
  phone: '5195550100',
  message: 'Hello',
  source: 'contact-page',
  status: 'contacted',
  email_status: 'sending',
  email_error: null,
  email_attempts: 1,
  location_ids: [],
  created_at: '2026-11-25T00:00:00Z',
};

describe('toLead', () => {
  it('keeps the row, its statuses narrowed to the values the table allows', () => {
    expect(toLead(row)).toEqual(row);
  });

  it('refuses a status the inbox does not know, rather than show it as another', () => {
    expect(() => toLead({ ...row, status: 'archived' })).toThrow(DataError);
    expect(() => toLead({ ...row, email_status: 'bounced' })).toThrow(/status the inbox does not know \(contacted, bounced\)/);
  });
});
