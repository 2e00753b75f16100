import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeFrom } from '@/testing/fake-query-builder';
import { fakeSupabase } from '@/testing/supabase-fakes';
import type { Lead } from '../api/lead';
import { LeadsInbox } from './leads-inbox';

const lead = (id: string, name: string, status: Lead['status']): Lead => ({
  id,
  name,
  company: '',
  email: `${id}@example.com`,
  phone: '',
  message: 'Hello',
  source: 'contact-page',
  status,
  status_reason: null,
  email_status: 'sent',
  email_error: null,
  email_attempts: 1,
  location_ids: [],
  created_at: '2026-11-25T12:00:00Z',
});

// The app's one client, faked by spies on the real object (src/testing): the leads as PostgREST embeds them.
const row = (l: Lead) => ({ ...l, bookings: [], plan_boards: [], campaigns: [], advertiser: null });
beforeEach(() => {
  fakeSupabase({
    from: fakeFrom([], () => ({ data: [row(lead('l1', 'Nina New', 'new')), row(lead('l2', 'Wes Won', 'won'))], error: null, status: 200 })),
  });
});

describe('LeadsInbox', () => {
  it('shows the status the URL asks for (the dashboard links to ?status=new)', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/admin/leads?status=new']}>
          <LeadsInbox />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: /Nina New/ })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('New');
    expect(screen.queryByRole('heading', { name: /Wes Won/ })).toBeNull();
  });
});
