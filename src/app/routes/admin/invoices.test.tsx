import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { Component } from './invoices';

// The shell is the admin's (its guard is tested with it); here, which screen each address opens.
vi.mock('../../admin-page', () => ({
  AdminPage: ({ title, children }: { title: string; children: React.ReactNode }) => (
    <div>
      <h1>{title}</h1>
      {children}
    </div>
  ),
}));
vi.mock('@/features/invoices/components/admin-invoices', () => ({ AdminInvoices: () => <p>the list</p> }));
vi.mock('@/features/invoices/components/invoice-page', () => ({ InvoiceView: ({ id }: { id: string }) => <p>one invoice: {id}</p> }));
vi.mock('./not-found', () => ({ Component: () => <p>not found</p> }));

function renderAt(url: string) {
  return render(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter initialEntries={[url]}>
        <Routes>
          <Route path="/admin/invoices/*" element={<Component />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('the invoices route', () => {
  it('opens the list at /admin/invoices', () => {
    renderAt('/admin/invoices');
    expect(screen.getByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
    expect(screen.getByText('the list')).toBeInTheDocument();
  });

  it('opens one invoice at /admin/invoices/<id>', () => {
    renderAt('/admin/invoices/f0000000-0000-4000-8000-000000000001');
    expect(screen.getByRole('heading', { name: 'Invoice' })).toBeInTheDocument();
    expect(screen.getByText('one invoice: f0000000-0000-4000-8000-000000000001')).toBeInTheDocument();
  });

  it('is the admin not-found deeper down', () => {
    renderAt('/admin/invoices/a/b');
    expect(screen.getByText('not found')).toBeInTheDocument();
  });
});
