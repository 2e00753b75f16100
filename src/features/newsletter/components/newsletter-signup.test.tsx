import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { SIGNUP_CONSENT } from '@shared/newsletter-consent';
import { toast } from '@/lib/toast';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { fakeToast } from '@/testing/toast-fakes';
import { NewsletterSignup } from './newsletter-signup';
import { setupUser } from '@/testing/user-events';

const invoke = vi.fn();

beforeEach(() => {
  fakeSupabase({ functions: { invoke } });
  fakeToast();
});

function Wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return (
    <MemoryRouter>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MemoryRouter>
  );
}

beforeEach(() => {
  invoke.mockReset();
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
    const user = setupUser();
    render(<NewsletterSignup />, { wrapper: Wrapper });
    await user.type(field(), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(field()).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(invoke).not.toHaveBeenCalled();
  });

  it('shows its consent wording and a link to the privacy policy', () => {
    render(<NewsletterSignup />, { wrapper: Wrapper });
    expect(screen.getByText(SIGNUP_CONSENT, { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy-policy');
  });

  it('asks the function for a confirmation e-mail and says "Check your inbox to confirm", not that the visitor is subscribed', async () => {
    invoke.mockResolvedValue({ data: { ok: true }, error: null });
    const user = setupUser();
    render(<NewsletterSignup />, { wrapper: Wrapper });
    await user.type(field(), '  reader@example.com ');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith('Check your inbox to confirm your subscription: we sent you a link.'));
    expect(invoke).toHaveBeenCalledWith('newsletter-subscribe', { body: { email: 'reader@example.com', form: 'newsletter-signup', page: '/' } });
    expect(screen.queryByText(/thanks for subscribing/i)).toBeNull();
    const panel = await screen.findByRole('region', { name: 'Almost there: check your inbox to confirm.' });
    await vi.waitFor(() => expect(panel).toHaveFocus());
    expect(screen.getByRole('status')).toHaveTextContent(
      'Almost there: check your inbox to confirm. We sent a confirmation link to reader@example.com. You are subscribed once you follow it; nothing is sent before.',
    );
    await user.click(screen.getByRole('button', { name: 'Subscribe another address' }));
    expect(field()).toHaveValue('');
    expect(field()).toHaveFocus();
  });

  it('has its live region in place, empty, before anything is sent', () => {
    render(<NewsletterSignup />, { wrapper: Wrapper });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows a failure toast and keeps the address on an error', async () => {
    invoke.mockResolvedValue({ data: null, error: new Error('Edge Function returned a non-2xx status code') });
    const user = setupUser();
    render(<NewsletterSignup />, { wrapper: Wrapper });
    await user.type(field(), 'reader@example.com');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await vi.waitFor(() => expect(toast.error).toHaveBeenCalledWith('Sorry, we could not subscribe you right now. Please try again later.'));
    expect(field()).toHaveValue('reader@example.com');
    expect(screen.queryByTestId('form-result')).not.toBeInTheDocument();
  });
});
