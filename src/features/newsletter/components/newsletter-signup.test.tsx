import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { toast } from '@/lib/toast';
import type { Mock } from 'vitest';
import { supabase } from '@/lib/supabase';
import { NewsletterSignup } from './newsletter-signup';

vi.mock('@/lib/supabase', () => ({ supabase: { from: vi.fn() } }));
vi.mock('@/lib/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const from = supabase.from as unknown as Mock;
const insert = vi.fn();

function Wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

beforeEach(() => {
  insert.mockReset();
  from.mockReset().mockReturnValue({ insert });
  (toast.success as Mock).mockReset();
  (toast.error as Mock).mockReset();
});

function field() {
  return screen.getByRole('textbox', { name: 'Email address' });
}

describe('NewsletterSignup', () => {
  it('has a labelled e-mail input and a Subscribe button', () => {
    render(<NewsletterSignup />, { wrapper: Wrapper });
    expect(field()).toHaveAttribute('type', 'email');
    expect(screen.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  it('refuses an invalid address with a message next to the field', async () => {
    const user = userEvent.setup();
    render(<NewsletterSignup />, { wrapper: Wrapper });
    await user.type(field(), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(field()).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(from).not.toHaveBeenCalled();
  });

  it('stores the address, confirms and clears the field', async () => {
    insert.mockResolvedValue({ error: null, status: 201 });
    const user = userEvent.setup();
    render(<NewsletterSignup />, { wrapper: Wrapper });
    await user.type(field(), '  reader@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Thanks for subscribing! Watch your inbox for billboard tips.'));
    expect(from).toHaveBeenCalledWith('newsletter_subscribers');
    expect(insert).toHaveBeenCalledWith({ email: 'reader@example.com' });
    const panel = await screen.findByRole('region', { name: 'Thank you for subscribing.' });
    await vi.waitFor(() => expect(panel).toHaveFocus());
    expect(panel).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for subscribing. Watch your inbox at reader@example.com: that is where we will write.');
    await user.click(screen.getByRole('button', { name: 'Subscribe another address' }));
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
  });

  it('has its live region in place, empty, before anything is sent', () => {
    render(<NewsletterSignup />, { wrapper: Wrapper });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('treats an address already on the list as a success', async () => {
    insert.mockResolvedValue({ error: { code: '23505', message: 'duplicate key' }, status: 409 });
    const user = userEvent.setup();
    render(<NewsletterSignup />, { wrapper: Wrapper });
    await user.type(field(), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalled());
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('shows a failure toast and keeps the address on an error', async () => {
    insert.mockResolvedValue({ error: { code: '42501', message: 'permission denied' }, status: 401 });
    const user = userEvent.setup();
    render(<NewsletterSignup />, { wrapper: Wrapper });
    await user.type(field(), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Sorry, we could not subscribe you right now. Please try again later.'));
    expect(field()).toHaveValue('reader@example.com');
    expect(screen.queryByTestId('form-result')).not.toBeInTheDocument();
  });
});
