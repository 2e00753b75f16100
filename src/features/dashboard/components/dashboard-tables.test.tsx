import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { ReminderCampaign } from '@shared/campaign-reminders.ts';
import { occupancyRows, revenueByMonth } from '../lib/dashboard-figures';
import { OccupancyTable } from './occupancy-table';
import { ReminderTable } from './reminder-table';
import { REVENUE_TEXT, RevenueTable } from './revenue-table';

const months = ['2026-12', '2027-01'];

describe('the dashboard tables', () => {
  it('revenue: a captioned table of the months shown with the cents the database answers, and their total', () => {
    // The database's months of Dec 7, 2026 to Feb 28, 2027 at $1,050.00 a cycle; February is not shown.
    const revenue = [
      { month: '2026-12', cents: 89_063 },
      { month: '2027-01', cents: 110_437 },
      { month: '2027-02', cents: 99_750 },
    ];
    render(<RevenueTable rows={revenueByMonth({ revenue }, months)} />);
    const table = screen.getByRole('table', { name: 'Revenue booked per month' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) =>
        within(row)
          .getAllByRole(row.querySelector('th[scope="col"]') ? 'columnheader' : 'cell')
          .map((c) => c.textContent),
      );
    expect(within(table).getByRole('rowheader', { name: 'Dec 2026' })).toBeInTheDocument();
    expect(rows).toEqual([['Month', 'Revenue booked'], ['$890.63'], ['$1,104.37'], ['$1,995.00']]);
    expect(table).toHaveAccessibleDescription(REVENUE_TEXT.note);
  });

  it('occupancy: one row per board, a column per month, in percent; an inactive board is marked', () => {
    const data = {
      boards: [
        { id: 'a', name: 'Dundas St', slots: 2, is_active: true },
        { id: 'b', name: 'Talbot St', slots: 6, is_active: false },
      ],
      sold: [{ location_id: 'a', starts_on: '2026-12-14', slots: 1 }],
    };
    render(<OccupancyTable months={months} rows={occupancyRows(data, months)} />);
    const table = screen.getByRole('table', { name: 'Occupancy per board and month' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Board', 'Dec 2026', 'Jan 2027']);
    const dundas = within(table).getByRole('rowheader', { name: 'Dundas St' }).closest('tr')!;
    // 18 of 62 slot-days in December, 10 of 62 in January.
    expect(
      within(dundas)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['29%', '16%']);
    expect(within(table).getByRole('rowheader', { name: 'Talbot St (inactive)' })).toBeInTheDocument();
    // Board names on one line; the cells shaded by how full the board is.
    expect(within(table).getByRole('rowheader', { name: 'Dundas St' })).toHaveClass('whitespace-nowrap');
    expect(
      within(dundas)
        .getAllByRole('cell')
        .map((c) => c.className.match(/bg-\S+/)?.[0]),
    ).toEqual(['bg-brand-100', 'bg-brand-50']);
    // A keyboard reaches the region to scroll it on a narrow screen.
    const region = screen.getByRole('region', { name: 'Occupancy per board and month, scrollable' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toContainElement(table);
  });

  it('reminders: each campaign links to its page, with why it is listed and its total; an empty list says so', () => {
    const campaign: ReminderCampaign = {
      id: 'c-1',
      reference: 'C-7K3Q9X',
      name: 'Raman Family Dental, Dec 7, 2026',
      status: 'confirmed',
      advertiser: 'Raman Family Dental',
      starts_on: '2026-12-07',
      ends_on: '2027-01-31',
      expires_at: null,
      total_cents: 380_000,
    };
    render(
      <MemoryRouter>
        <ReminderTable list="starting" campaigns={[campaign]} />
        <ReminderTable list="renewals" campaigns={[]} />
      </MemoryRouter>,
    );
    const starting = screen.getByRole('table', { name: 'Campaigns starting within 7 days (1)' });
    expect(within(starting).getByRole('link', { name: 'Raman Family Dental, Dec 7, 2026' })).toHaveAttribute('href', '/admin/campaigns/c-1');
    expect(within(starting).getByText('Starts Mon Dec 7, 2026')).toBeInTheDocument();
    expect(within(starting).getByText('$3,800.00')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Campaigns ending within 2 cycles (renewals) (0)' })).getByText('None.')).toBeInTheDocument();
  });
});
