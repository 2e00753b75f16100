import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { useCompareList } from '../hooks/use-compare-list';
import { readCompare, writeCompare } from '../lib/compare-store';
import { CompareToggle } from './compare-toggle';

const id = (n: number) => `c0000000-0000-4000-8000-00000000000${n}`;

function Toggle({ n }: { n: number }) {
  const compare = useCompareList();
  return <CompareToggle id={id(n)} name={`Board ${n}`} inCompare={compare.ids.includes(id(n))} count={compare.ids.length} onToggle={compare.toggle} />;
}

function renderToggle(n: number) {
  render(
    <MemoryRouter>
      <Toggle n={n} />
    </MemoryRouter>,
  );
}

afterEach(() => act(() => writeCompare([])));

describe('CompareToggle', () => {
  it('puts the board in the comparison and takes it out, saying how many boards it holds', () => {
    act(() => writeCompare([id(1)]));
    renderToggle(2);
    const toggle = screen.getByRole('button', { name: 'Compare Board 2' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(toggle);
    expect(readCompare()).toEqual([id(1), id(2)]);
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('link', { name: 'See the comparison (2 boards)' })).toHaveAttribute('href', '/compare');
    fireEvent.click(toggle);
    expect(readCompare()).toEqual([id(1)]);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('refuses a fifth board with a message, and leaves the comparison as it was', () => {
    act(() => writeCompare([id(1), id(2), id(3), id(4)]));
    renderToggle(5);
    const toggle = screen.getByRole('button', { name: 'Compare Board 5' });
    fireEvent.click(toggle);
    expect(readCompare()).toEqual([id(1), id(2), id(3), id(4)]);
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('status')).toHaveTextContent('You can compare up to 4 boards. Remove one from the comparison first.');
    expect(toggle).toHaveAccessibleDescription('You can compare up to 4 boards. Remove one from the comparison first.');
  });
});
