import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { LeadAdvertiser } from './lead-advertiser';

const LEAD = 'd0000000-0000-4000-8000-000000000001';
const OTHER_LEAD = 'd0000000-0000-4000-8000-000000000002';
const OWN = { id: 'a2000000-0000-4000-8000-000000000010', reference: 'C-7K3Q9X', status: 'requested' as const };
const EARLIER = { id: 'a2000000-0000-4000-8000-000000000011', reference: 'C-AB2CDE', status: 'completed' as const };

function renderIt(lead: Parameters<typeof LeadAdvertiser>[0]['lead']) {
  return render(
    <MemoryRouter>
      <LeadAdvertiser lead={lead} />
    </MemoryRouter>,
  );
}

describe('LeadAdvertiser', () => {
  it('links the lead’s campaign, and counts and links its advertiser’s other leads and campaigns', () => {
    renderIt({
      id: LEAD,
      campaigns: [OWN],
      advertiser: {
        id: 'adv',
        company: 'Raman Family Dental',
        contact_name: 'Priya Raman',
        leads: [
          { id: LEAD, name: 'Priya Raman', created_at: '2026-11-26T15:00:00Z' },
          { id: OTHER_LEAD, name: 'Priya R.', created_at: '2026-03-02T15:00:00Z' },
        ],
        campaigns: [OWN, EARLIER],
      },
    });
    expect(screen.getByRole('link', { name: 'C-7K3Q9X (requested)' })).toHaveAttribute('href', `/admin/campaigns/${OWN.id}`);
    const others = screen.getByTestId('lead-advertiser');
    expect(others).toHaveTextContent('Advertiser: Raman Family Dental · 1 other lead · 1 other campaign');
    expect(within(others).getByRole('link', { name: 'Priya R.' })).toHaveAttribute('href', `/admin/leads?lead=${OTHER_LEAD}`);
    expect(within(others).getByRole('link', { name: 'C-AB2CDE (completed)' })).toHaveAttribute('href', `/admin/campaigns/${EARLIER.id}`);
    expect(within(others).queryByRole('link', { name: /C-7K3Q9X/ })).toBeNull();
  });

  it('says nothing of an advertiser with nothing else', () => {
    renderIt({
      id: LEAD,
      campaigns: [],
      advertiser: {
        id: 'adv',
        company: null,
        contact_name: 'Priya Raman',
        leads: [{ id: LEAD, name: 'Priya Raman', created_at: '2026-11-26T15:00:00Z' }],
        campaigns: [],
      },
    });
    expect(screen.queryByTestId('lead-advertiser')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
