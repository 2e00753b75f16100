import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
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

vi.mock('@/lib/supabase', () => ({ supabase: {} }));
vi.mock('../api/get-leads', () => ({
  useLeads: () => ({ isPending: false, isError: false, isSuccess: true, data: [lead('l1', 'Nina New', 'new'), lead('l2', 'Wes Won', 'won')] }),
}));

describe('LeadsInbox', () => {
  it('shows the status the URL asks for (the dashboard links to ?status=new)', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={['/admin/leads?status=new']}>
          <LeadsInbox />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('combobox', { name: 'Show' })).toHaveDisplayValue('New');
    expect(screen.getByRole('heading', { name: /Nina New/ })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: /Wes Won/ })).toBeNull();
  });
});
