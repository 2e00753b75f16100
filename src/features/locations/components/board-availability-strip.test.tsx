import { fireEvent, render, screen, within } from '@testing-library/react';
import { BoardAvailabilityStrip } from './board-availability-strip';

const cycles = [
  { start: '2027-01-04', status: 'sold-out' as const },
  { start: '2027-02-01', status: 'last-slot' as const },
  { start: '2027-03-01', status: 'available' as const },
  { start: '2027-03-29', status: null },
];

describe('BoardAvailabilityStrip', () => {
  it('shows each cycle with its date and Available, 1 slot left or Sold out, in order', () => {
    render(<BoardAvailabilityStrip cycles={cycles} selected="2027-02-01" onSelect={vi.fn()} />);
    const items = within(screen.getByRole('group', { name: 'Pick the first cycle of your campaign' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Mon Jan 4, 2027Sold out',
      'Mon Feb 1, 20271 slot left',
      'Mon Mar 1, 2027Available',
      'Mon Mar 29, 2027Not known',
    ]);
    expect(items.map((item) => item.querySelector('label')?.dataset.availability)).toEqual(['sold-out', 'last-slot', 'available', 'unknown']);
  });

  it('lets a free start be picked, never a sold-out or unknown one', () => {
    const onSelect = vi.fn();
    render(<BoardAvailabilityStrip cycles={cycles} selected="2027-02-01" onSelect={onSelect} />);
    const radio = (name: RegExp) => screen.getByRole('radio', { name });
    expect(radio(/Mon Feb 1, 2027/)).toBeChecked();
    expect(radio(/Mon Jan 4, 2027/)).toBeDisabled();
    expect(radio(/Mon Mar 29, 2027/)).toBeDisabled();
    expect(radio(/Mon Mar 1, 2027/)).toBeEnabled();
    fireEvent.click(radio(/Mon Mar 1, 2027/));
    expect(onSelect).toHaveBeenCalledWith('2027-03-01');
  });

  it('waits for the app before any choice, and says it is loading while the answer is on its way', () => {
    const { rerender } = render(<BoardAvailabilityStrip cycles={cycles} selected={null} onSelect={vi.fn()} disabled />);
    expect(screen.getAllByRole('radio').every((radio) => (radio as HTMLInputElement).disabled)).toBe(true);
    rerender(<BoardAvailabilityStrip cycles={null} selected={null} onSelect={vi.fn()} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading availability...');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
