import { FunctionsHttpError } from '@supabase/supabase-js';
import { render, screen } from '@testing-library/react';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { HeldRequestPanel } from './held-request';
import { setupUser } from '@/testing/user-events';

const invoke = vi.fn();

beforeEach(() => {
  fakeSupabase({ functions: { invoke } });
});

const HELD = {
  expiresAt: '2026-12-04T15:00:00Z',
  reference: 'C-7K3Q9X',
  correctionToken: 'a'.repeat(64),
  correctUntil: '2026-11-27T12:30:00Z',
};
const at = (iso: string) => () => new Date(iso);

afterEach(() => invoke.mockReset());

describe('the hold of a sent booking request', () => {
  it('names until when the dates are held and the reference', () => {
    render(<HeldRequestPanel held={HELD} now={at('2026-11-27T12:00:00Z')} />);
    expect(screen.getByText('Your dates are held until December 4, 2026 at 10:00 a.m. (Toronto time) while our team confirms them.')).toBeInTheDocument();
    expect(screen.getByText('C-7K3Q9X')).toBeInTheDocument();
  });

  it('offers "Wrong e-mail address?" only while the request may be corrected', () => {
    const { unmount } = render(<HeldRequestPanel held={HELD} now={at('2026-11-27T12:29:00Z')} />);
    expect(screen.getByRole('button', { name: 'Wrong e-mail address?' })).toBeInTheDocument();
    unmount();
    render(<HeldRequestPanel held={HELD} now={at('2026-11-27T12:31:00Z')} />);
    expect(screen.queryByRole('button', { name: 'Wrong e-mail address?' })).toBeNull();
  });

  it('sends the right address with the token and says where the request now goes', async () => {
    invoke.mockResolvedValue({ data: { ok: true, email: 'mario@rossi.ca', reference: 'C-7K3Q9X' }, error: null });
    const user = setupUser();
    render(<HeldRequestPanel held={HELD} now={at('2026-11-27T12:00:00Z')} />);
    await user.click(screen.getByRole('button', { name: 'Wrong e-mail address?' }));
    await user.type(screen.getByLabelText('The right e-mail address'), ' mario@rossi.ca ');
    await user.click(screen.getByRole('button', { name: 'Send the receipt there' }));
    expect(invoke).toHaveBeenCalledWith('correct-request-email', { body: { token: HELD.correctionToken, email: 'mario@rossi.ca' } });
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Corrected: your request and its receipt now go to mario@rossi.ca. The other address gets nothing more.',
    );
    expect(screen.queryByRole('button', { name: 'Wrong e-mail address?' })).toBeNull();
  });

  it('shows the function’s words for an address it refuses, and keeps what was typed', async () => {
    const response = new Response(JSON.stringify({ error: 'Invalid correction', fields: { email: 'Please enter a valid email address.' } }), { status: 400 });
    invoke.mockResolvedValue({ data: null, error: new FunctionsHttpError(response) });
    const user = setupUser();
    render(<HeldRequestPanel held={HELD} now={at('2026-11-27T12:00:00Z')} />);
    await user.click(screen.getByRole('button', { name: 'Wrong e-mail address?' }));
    await user.type(screen.getByLabelText('The right e-mail address'), 'mario@');
    await user.click(screen.getByRole('button', { name: 'Send the receipt there' }));
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('The right e-mail address')).toHaveValue('mario@');
  });
});
