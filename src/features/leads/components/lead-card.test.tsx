import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeSupabase } from '@/testing/supabase-fakes';
import type { Lead } from '../api/lead';
import { LeadCard } from './lead-card';

beforeEach(() => {
  fakeSupabase({});
});

const lead: Lead = {
  id: 'l1',
  name: 'Jane Doe',
  company: 'Doe Realty',
  email: 'jane@example.com',
  phone: '519-555-0100',
  message: 'Two boards',
  source: 'industry-page:real-estate',
  status: 'contacted',
  status_reason: null,
  email_status: 'sent',
  email_error: null,
  email_attempts: 1,
  location_ids: [],
  created_at: '2026-11-25T12:00:00Z',
};

function renderCard(value: Lead) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <LeadCard lead={value} />
    </QueryClientProvider>,
  );
}

describe('LeadCard', () => {
  it('shows the status before anything else, then a readable source', () => {
    renderCard(lead);
    const card = screen.getByRole('article', { name: /Jane Doe/ });
    const status = within(card).getByTestId('lead-status');
    expect(status).toHaveTextContent('Contacted');
    // The status badge comes before the name in reading order.
    expect(status.compareDocumentPosition(within(card).getByRole('heading')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(card).toHaveTextContent('Source: Industry page (real estate)');
    expect(card).not.toHaveTextContent('industry-page:real-estate');
  });

  it('names each status as the inbox does', () => {
    renderCard({ ...lead, status: 'new' });
    expect(screen.getByTestId('lead-status')).toHaveTextContent('New');
    expect(screen.queryByTestId('lead-status-reason')).toBeNull();
  });

  it('shows the status its campaign gave the lead, with the reason', () => {
    renderCard({ ...lead, status: 'lost', status_reason: 'Declined: The dates are taken' });
    expect(screen.getByTestId('lead-status')).toHaveTextContent('Lost');
    expect(screen.getByTestId('lead-status-reason')).toHaveTextContent('Declined: The dates are taken');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Lost');
  });
});
