import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeFrom, type BuilderCall } from '@/testing/fake-query-builder';
import { fakeSupabase } from '@/testing/supabase-fakes';
import { setupUser } from '@/testing/user-events';
import { parseDisplayGroupId } from '../lib/xibo-display-group-id';
import { XIBO_DISPLAY_GROUP_TEXT, XiboDisplayGroupField } from './xibo-display-group';

const BOARD = 'c0000000-0000-4000-8000-000000000004';
const OTHER = 'c0000000-0000-4000-8000-000000000005';

let calls: BuilderCall[];
let stored: { location_id: string; display_group_id: number }[];
let refusal: { message: string; code: string } | null;

beforeEach(() => {
  calls = [];
  stored = [{ location_id: OTHER, display_group_id: 9 }];
  refusal = null;
  fakeSupabase({
    from: fakeFrom(calls, (table, own) => {
      if (table !== 'board_xibo_display_groups') throw new Error(`unexpected table ${table}`);
      const write = own.find((c) => c.method === 'upsert' || c.method === 'delete');
      if (write && refusal) return { data: null, error: refusal, status: 403 };
      if (write?.method === 'upsert') stored = [...stored.filter((g) => g.location_id !== BOARD), write.args[0] as (typeof stored)[number]];
      if (write?.method === 'delete') stored = stored.filter((g) => g.location_id !== BOARD);
      return { data: write ? null : stored, error: null, status: 200 };
    }),
  });
});

function renderField() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <XiboDisplayGroupField locationId={BOARD} boardName="London — Dundas St Downtown" />
    </QueryClientProvider>,
  );
}

const writes = () => calls.filter((c) => c.method === 'upsert' || c.method === 'delete');

describe('a board’s Xibo display group', () => {
  it('reads a whole number above 0, nothing for empty, and refuses anything else', () => {
    expect(parseDisplayGroupId(' 42 ')).toBe(42);
    expect(parseDisplayGroupId('')).toBeNull();
    for (const text of ['0', '-3', '2.5', '1e3', 'abc', '2147483648']) expect(parseDisplayGroupId(text)).toBe('invalid');
  });

  it('sets the id under its label, after refusing one that is not a positive whole number', async () => {
    const user = setupUser();
    renderField();
    const input = await screen.findByLabelText(XIBO_DISPLAY_GROUP_TEXT.label);
    await waitFor(() => expect(input).toBeEnabled());
    expect(input).toHaveValue('');
    expect(input).toHaveAccessibleDescription(XIBO_DISPLAY_GROUP_TEXT.hint);
    expect(screen.getByRole('group', { name: `${XIBO_DISPLAY_GROUP_TEXT.label}: London — Dundas St Downtown` })).toContainElement(input);

    await user.type(input, '0');
    await user.click(screen.getByRole('button', { name: XIBO_DISPLAY_GROUP_TEXT.save }));
    expect(screen.getByRole('alert')).toHaveTextContent(XIBO_DISPLAY_GROUP_TEXT.invalid);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(writes()).toEqual([]);

    await user.clear(input);
    await user.type(input, '42');
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: XIBO_DISPLAY_GROUP_TEXT.save }));
    expect(await screen.findByRole('status')).toHaveTextContent(XIBO_DISPLAY_GROUP_TEXT.saved);
    expect(writes()).toEqual([
      { table: 'board_xibo_display_groups', method: 'upsert', args: [{ location_id: BOARD, display_group_id: 42 }, { onConflict: 'location_id' }] },
    ]);
    expect(input).toHaveValue('42');
  });

  it('shows the stored id, and clearing it takes the board out of Xibo', async () => {
    stored.push({ location_id: BOARD, display_group_id: 7 });
    const user = setupUser();
    renderField();
    const input = await screen.findByLabelText(XIBO_DISPLAY_GROUP_TEXT.label);
    await waitFor(() => expect(input).toHaveValue('7'));
    await user.clear(input);
    await user.click(screen.getByRole('button', { name: XIBO_DISPLAY_GROUP_TEXT.save }));
    await screen.findByRole('status');
    expect(writes().map((c) => c.method)).toEqual(['delete']);
    expect(calls.find((c) => c.method === 'eq')?.args).toEqual(['location_id', BOARD]);
    expect(stored).toEqual([{ location_id: OTHER, display_group_id: 9 }]);
  });

  it('says why the database refused it', async () => {
    refusal = { message: 'new row violates row-level security policy', code: '42501' };
    const user = setupUser();
    renderField();
    const input = await screen.findByLabelText(XIBO_DISPLAY_GROUP_TEXT.label);
    await waitFor(() => expect(input).toBeEnabled());
    await user.type(input, '5');
    await user.click(screen.getByRole('button', { name: XIBO_DISPLAY_GROUP_TEXT.save }));
    expect(await screen.findByRole('alert')).toHaveTextContent(XIBO_DISPLAY_GROUP_TEXT.failed);
  });
});
