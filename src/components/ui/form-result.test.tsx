import { render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { FormResult, type FormOutcome } from './form-result';
import { setupUser } from '@/testing/user-events';

const OUTCOME: FormOutcome = {
  title: 'Sent.',
  nextStep: 'We respond within 24 hours.',
  sent: [{ label: 'Email Address', value: 'a@example.com' }],
  againLabel: 'Send another',
};

function Harness() {
  const [outcome, setOutcome] = useState<FormOutcome | null>(null);
  return (
    <FormResult outcome={outcome} onAgain={() => setOutcome(null)}>
      <form aria-label="Demo">
        <input aria-label="Name" />
        <button type="button" onClick={() => setOutcome(OUTCOME)}>
          Send
        </button>
      </form>
    </FormResult>
  );
}

describe('FormResult', () => {
  it('replaces the form with the panel, focuses it, announces through a region that was already there, and brings the form back', async () => {
    const user = setupUser();
    render(<Harness />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();

    await user.click(screen.getByRole('button', { name: 'Send' }));
    const panel = await screen.findByRole('region', { name: 'Sent.' });
    await waitFor(() => expect(panel).toHaveFocus());
    expect(panel).toHaveFocus();
    expect(screen.queryByRole('form', { name: 'Demo' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toHaveTextContent('Sent. We respond within 24 hours.');
    expect(panel).toHaveTextContent('a@example.com');

    await user.click(screen.getByRole('button', { name: 'Send another' }));
    expect(screen.getByRole('form', { name: 'Demo' })).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveFocus();
    expect(status).toBeEmptyDOMElement();
  });
});
