import { FunctionsHttpError } from '@supabase/supabase-js';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { fakeToast } from '@/testing/toast-fakes';
import { ContactForm } from './contact-form';
import { fillIn, setupUser, type User } from '@/testing/user-events';

const invoke = vi.fn();

beforeEach(() => {
  fakeSupabase({ functions: { invoke } });
  fakeToast();
});

const SUCCESS = "Thank you for your inquiry! We'll contact you within 24 hours.";
const FAILURE = 'Sorry, there was an error sending your message. Please try again or call us directly.';

const VALUES = {
  'Full Name': 'Jane Doe',
  'Email Address': 'jane@example.com',
  'Company Name': 'Doe Realty',
  'Phone Number': '519-555-0100',
  'Project Details': 'Two boards on Wellington Road\nfor four weeks.',
};

function Wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return (
    <MemoryRouter>
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    </MemoryRouter>
  );
}

async function fillAll(user: User) {
  for (const [label, value] of Object.entries(VALUES)) await fillIn(user, screen.getByLabelText(label), value);
}

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

beforeEach(() => {
  invoke.mockReset();
});

describe('ContactForm', () => {
  it('has the five required fields with their labels, types and autocomplete', () => {
    render(<ContactForm source="contact-page" />, { wrapper: Wrapper });
    const expectations: [string, string | null, string][] = [
      ['Full Name', 'text', 'name'],
      ['Email Address', 'email', 'email'],
      ['Company Name', 'text', 'organization'],
      ['Phone Number', 'tel', 'tel'],
      ['Project Details', null, 'off'],
    ];
    for (const [label, type, autocomplete] of expectations) {
      const field = screen.getByLabelText(label);
      expect(field).toBeRequired();
      expect(field).toHaveAttribute('autocomplete', autocomplete);
      if (type) expect(field).toHaveAttribute('type', type);
      else expect(field.tagName).toBe('TEXTAREA');
    }
    expect(screen.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  it('hides the honeypot from people and assistive technology', () => {
    const { container } = render(<ContactForm source="contact-page" />, { wrapper: Wrapper });
    const honeypot = container.querySelector('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
    // Name, e-mail, company, phone and details: the honeypot is not among them.
    expect(screen.getAllByRole('textbox')).toHaveLength(5);
  });

  it('says which fields are missing and sends nothing', async () => {
    const user = setupUser();
    render(<ContactForm source="contact-page" />, { wrapper: Wrapper });
    await user.type(screen.getByLabelText('Email Address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    // The rules load on demand: on a busy machine that takes a moment.
    expect(await screen.findByText('Please enter your full name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Full Name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(invoke).not.toHaveBeenCalled();
  });

  it('idle → submitting → success: disables everything, sends the body, clears the form', async () => {
    const user = setupUser();
    const pending = deferred<{ data: unknown; error: null }>();
    invoke.mockReturnValue(pending.promise);
    render(<ContactForm source="contact-page" />, { wrapper: Wrapper });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const button = await screen.findByRole('button', { name: 'Sending...' });
    expect(button).toBeDisabled();
    for (const label of Object.keys(VALUES)) expect(screen.getByLabelText(label)).toBeDisabled();
    expect(invoke).toHaveBeenCalledWith('send-contact-email', {
      body: {
        name: 'Jane Doe',
        email: 'jane@example.com',
        company: 'Doe Realty',
        phone: '519-555-0100',
        message: 'Two boards on Wellington Road\nfor four weeks.',
        source: 'contact-page',
        idempotency_key: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    });

    // The live region is there, empty, before anything is said in it.
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    pending.resolve({ data: { ok: true, id: 'abc' }, error: null });
    const panel = await screen.findByRole('region', { name: 'Thank you! Your message was sent.' });
    expect(toast.success).toHaveBeenCalledWith(SUCCESS);
    expect(panel).toHaveFocus();
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent(
      'Thank you! Your message was sent. We respond within 24 hours. We will reply to jane@example.com, or call you if that is quicker.',
    );
    // What was sent, as typed.
    for (const [label, value] of Object.entries(VALUES)) {
      const term = within(panel).getByText(label, { selector: 'dt' });
      expect(term.nextElementSibling).toHaveTextContent(value.replace('\n', ' '));
    }
    expect(screen.queryByRole('form')).not.toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Send another message' }));
    expect(screen.getByLabelText('Full Name')).toHaveFocus();
    expect(status).toBeEmptyDOMElement();
    for (const label of Object.keys(VALUES)) {
      expect(screen.getByLabelText(label)).toHaveValue('');
      expect(screen.getByLabelText(label)).toBeEnabled();
    }
  });

  it('the newsletter box is unticked; ticked, the inquiry asks for the newsletter and the box clears on success', async () => {
    const user = setupUser();
    invoke.mockResolvedValue({ data: { ok: true, id: 'abc' }, error: null });
    render(<ContactForm source="contact-page" />, { wrapper: Wrapper });
    const box = screen.getByRole('checkbox', { name: 'Also send me the newsletter' });
    expect(box).not.toBeChecked();
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy-policy');

    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await vi.waitFor(() => expect(toast.success).toHaveBeenCalledWith(SUCCESS));
    expect((invoke.mock.calls[0]![1] as { body: Record<string, unknown> }).body).not.toHaveProperty('newsletter');

    // The result panel replaces the form; Send another message brings it back, empty.
    await user.click(await screen.findByRole('button', { name: 'Send another message' }));
    await fillAll(user);
    await user.click(screen.getByRole('checkbox', { name: 'Also send me the newsletter' }));
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await vi.waitFor(() => expect(invoke).toHaveBeenCalledTimes(2));
    expect((invoke.mock.calls[1]![1] as { body: Record<string, unknown> }).body).toMatchObject({ newsletter: true });
    await user.click(await screen.findByRole('button', { name: 'Send another message' }));
    expect(screen.getByRole('checkbox', { name: 'Also send me the newsletter' })).not.toBeChecked();
  });

  it('error: keeps everything typed and shows the failure toast', async () => {
    const user = setupUser();
    invoke.mockResolvedValue({
      data: null,
      error: new FunctionsHttpError(new Response(JSON.stringify({ error: 'Mail provider down' }), { status: 500 })),
    });
    render(<ContactForm source="contact-page" />, { wrapper: Wrapper });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    await screen.findByRole('button', { name: 'Send Message' });
    expect(toast.error).toHaveBeenCalledWith(FAILURE);
    expect(toast.success).not.toHaveBeenCalled();
    for (const [label, value] of Object.entries(VALUES)) expect(screen.getByLabelText(label)).toHaveValue(value);
    expect(screen.queryByTestId('form-result')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('a retry of the same text carries the same idempotency key; changed text gets a new one', async () => {
    const user = setupUser();
    invoke.mockResolvedValue({ data: null, error: new FunctionsHttpError(new Response('{}', { status: 500 })) });
    render(<ContactForm source="contact-page" />, { wrapper: Wrapper });
    await fillAll(user);
    const send = () => user.click(screen.getByRole('button', { name: 'Send Message' }));
    const key = (call: number) => (invoke.mock.calls[call]![1] as { body: { idempotency_key: string } }).body.idempotency_key;

    await send();
    await screen.findByRole('button', { name: 'Send Message' });
    await send();
    await vi.waitFor(() => expect(invoke).toHaveBeenCalledTimes(2));
    await screen.findByRole('button', { name: 'Send Message' });
    expect(key(1)).toBe(key(0));

    await user.type(screen.getByLabelText('Company Name'), ' Inc.');
    await send();
    await vi.waitFor(() => expect(invoke).toHaveBeenCalledTimes(3));
    expect(key(2)).not.toBe(key(0));
  });

  it('starts from a campaign plan: Project Details pre-filled (editable) and the boards sent with the inquiry', async () => {
    const user = setupUser();
    invoke.mockResolvedValue({ data: { ok: true, id: 'p1' }, error: null });
    const locationIds = ['6f0c3a52-5d0e-4a53-9a43-5b1f2d7e0c11'];
    render(<ContactForm source="campaign-plan" prefill={{ message: 'My plan: Board A for 3 cycles.', locationIds }} />, { wrapper: Wrapper });
    expect(screen.getByLabelText('Project Details')).toHaveValue('My plan: Board A for 3 cycles.');
    await user.type(screen.getByLabelText('Project Details'), ' Start in May.');
    for (const [label, value] of Object.entries(VALUES)) if (label !== 'Project Details') await fillIn(user, screen.getByLabelText(label), value);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await vi.waitFor(() => expect(invoke).toHaveBeenCalledTimes(1));
    expect((invoke.mock.calls[0]![1] as { body: Record<string, unknown> }).body).toMatchObject({
      message: 'My plan: Board A for 3 cycles. Start in May.',
      source: 'campaign-plan',
      location_ids: locationIds,
    });
  });

  it('shows the server field errors next to the fields, input kept', async () => {
    const user = setupUser();
    invoke.mockResolvedValue({
      data: null,
      error: new FunctionsHttpError(
        new Response(JSON.stringify({ error: 'Please check the highlighted fields.', fields: { phone: 'Enter a valid phone number.' } }), { status: 400 }),
      ),
    });
    render(<ContactForm source="contact-page" />, { wrapper: Wrapper });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));

    const message = await screen.findByText('Enter a valid phone number.');
    const phone = screen.getByLabelText('Phone Number');
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Enter a valid phone number.');
    expect(message).toBeInTheDocument();
    expect(phone).toHaveValue('519-555-0100');
    expect(toast.error).toHaveBeenCalledWith(FAILURE);
  });

  it('shows the failure toast when the network fails', async () => {
    const user = setupUser();
    invoke.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<ContactForm source="contact-page" />, { wrapper: Wrapper });
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    await screen.findByRole('button', { name: 'Send Message' });
    expect(toast.error).toHaveBeenCalledWith(FAILURE);
    expect(screen.getByLabelText('Full Name')).toHaveValue('Jane Doe');
  });

  describe('the e-mail typo hint', () => {
    it('offers "Did you mean mario@gmail.com?" on leaving the field, and one click puts it in', async () => {
      const user = setupUser();
      render(<ContactForm source="contact-page" />, { wrapper: Wrapper });
      const email = screen.getByLabelText('Email Address');
      await user.type(email, 'mario@gmial.con');
      await user.tab();
      const accept = await screen.findByRole('button', { name: 'mario@gmail.com' });
      expect(accept.closest('p')).toHaveTextContent('Did you mean mario@gmail.com?');
      // The field points to the hint.
      expect(email.getAttribute('aria-describedby')).toBe(accept.closest('p')!.id);

      await user.click(accept);
      expect(email).toHaveValue('mario@gmail.com');
      expect(email).toHaveFocus();
      expect(screen.queryByText(/Did you mean/)).toBeNull();
    });

    it('says nothing of an address that looks as meant, and goes away when the visitor edits the field', async () => {
      const user = setupUser();
      render(<ContactForm source="contact-page" />, { wrapper: Wrapper });
      const email = screen.getByLabelText('Email Address');
      await user.type(email, 'jane@example.com');
      await user.tab();
      // Give the check time to load and answer.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(screen.queryByText(/Did you mean/)).toBeNull();

      await user.clear(email);
      await user.type(email, 'pat@hotmial.com');
      await user.tab();
      expect(await screen.findByRole('button', { name: 'pat@hotmail.com' })).toBeInTheDocument();
      await user.type(email, 'x');
      expect(screen.queryByText(/Did you mean/)).toBeNull();
    });

    it('never blocks: a valid address the hint doubts is sent as typed', async () => {
      const user = setupUser();
      invoke.mockResolvedValue({ data: { ok: true, id: 'abc' }, error: null });
      render(<ContactForm source="contact-page" />, { wrapper: Wrapper });
      for (const [label, value] of Object.entries({ ...VALUES, 'Email Address': 'mario@gmial.con' })) await fillIn(user, screen.getByLabelText(label), value);
      await user.tab();
      await screen.findByRole('button', { name: 'mario@gmail.com' });
      await user.click(screen.getByRole('button', { name: 'Send Message' }));
      await vi.waitFor(() => expect(invoke).toHaveBeenCalled());
      expect(invoke.mock.calls[0]![1].body.email).toBe('mario@gmial.con');
    });
  });
});
