import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { BookingCard } from './booking-card';

beforeEach(() => {
  fakeSupabase({});
});

describe('BookingCard', () => {
  it('links to its campaign’s page', () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>
          <BookingCard
            booking={{
              id: 'e0000000-0000-4000-8000-000000000001',
              location_id: 'c0000000-0000-4000-8000-000000000004',
              starts_on: '2027-01-04',
              cycles: 2,
              status: 'confirmed',
              lead_id: null,
              expires_at: null,
              created_at: '2026-11-25T00:00:00Z',
              campaign: null,
              campaign_id: 'a2000000-0000-4000-8000-000000000001',
            }}
            boardName="London — Dundas St Downtown"
            lead={null}
            now={new Date('2026-11-25T15:00:00Z')}
            busy={false}
            onConfirm={() => {}}
            onDecline={() => {}}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(screen.getByRole('link', { name: 'Open campaign' })).toHaveAttribute('href', '/admin/campaigns/a2000000-0000-4000-8000-000000000001');
  });
});
