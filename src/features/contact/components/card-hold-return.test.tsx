import { render, screen } from '@testing-library/react';
import { CARD_HOLD_RETURN } from '@shared/card-hold-return';
import { savePendingRequest } from '../lib/pending-request';
import { CARD_HOLD_RETURN_TEXT, CardHoldReturn } from './card-hold-return';

const back = (outcome: string) => `?${CARD_HOLD_RETURN.param}=${outcome}`;
const at = (iso: string) => () => new Date(iso);

describe('back from Checkout', () => {
  it('names the request this tab sent and still offers "Wrong e-mail address?" while it may be corrected', () => {
    savePendingRequest({ token: 'a'.repeat(64), until: '2026-11-27T12:30:00Z', reference: 'C-7K3Q9X' });
    render(<CardHoldReturn search={back(CARD_HOLD_RETURN.left)} now={at('2026-11-27T12:10:00Z')} />);
    expect(screen.getByRole('status')).toHaveTextContent(CARD_HOLD_RETURN_TEXT.left);
    expect(screen.getByText('C-7K3Q9X')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wrong e-mail address?' })).toBeInTheDocument();
  });

  it('says only what happened at Checkout once the correction has run out, or in another tab', () => {
    savePendingRequest({ token: 'a'.repeat(64), until: '2026-11-27T12:30:00Z', reference: 'C-7K3Q9X' });
    const { unmount } = render(<CardHoldReturn search={back(CARD_HOLD_RETURN.held)} now={at('2026-11-27T12:31:00Z')} />);
    expect(screen.getByRole('status')).toHaveTextContent(CARD_HOLD_RETURN_TEXT.held);
    expect(screen.queryByRole('button', { name: 'Wrong e-mail address?' })).toBeNull();
    unmount();
    sessionStorage.clear();
    render(<CardHoldReturn search={back(CARD_HOLD_RETURN.held)} />);
    expect(screen.queryByText('C-7K3Q9X')).toBeNull();
  });
});
