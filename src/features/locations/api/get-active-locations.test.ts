import { locationKeys } from '@/lib/query-keys';
import { fakePublicReads } from '@/testing/public-reads-fakes';
import { activeLocationsQueryOptions, getActiveLocations } from './get-active-locations';

const calls = { from: [] as string[], eq: [] as unknown[][], order: [] as unknown[][], select: [] as string[], retry: [] as boolean[] };
const result = { current: { data: [] as unknown[] | null, error: null as { message: string } | null } };

// Public reads go through PostgREST's client, faked by spies on the real object (src/testing).
function from(table: string) {
  calls.from.push(table);
  const builder = {
    select: (cols: string) => (calls.select.push(cols), builder),
    eq: (...args: unknown[]) => (calls.eq.push(args), builder),
    order: (...args: unknown[]) => (calls.order.push(args), builder),
    retry: (enabled: boolean) => (calls.retry.push(enabled), Promise.resolve(result.current)),
  };
  return builder;
}

beforeEach(() => {
  fakePublicReads({ from });
  calls.from.length = 0;
  calls.eq.length = 0;
  calls.order.length = 0;
  calls.select.length = 0;
  calls.retry.length = 0;
});

describe('getActiveLocations', () => {
  it('reads all columns of the active locations, ordered by name', async () => {
    result.current = { data: [{ id: 'a', name: 'A' }], error: null };
    await expect(getActiveLocations()).resolves.toEqual([{ id: 'a', name: 'A' }]);
    expect(calls.from).toEqual(['billboard_locations']);
    expect(calls.select).toEqual(['*']);
    expect(calls.eq).toEqual([['is_active', true]]);
    expect(calls.order).toEqual([['name', { ascending: true }]]);
    // React Query does the retrying; a first failure is reported at once.
    expect(calls.retry).toEqual([false]);
  });

  it("throws 'Failed to fetch billboard locations: {message}'", async () => {
    result.current = { data: null, error: { message: 'permission denied for table billboard_locations' } };
    await expect(getActiveLocations()).rejects.toThrow('Failed to fetch billboard locations: permission denied for table billboard_locations');
  });

  it('returns an empty list when the API returns no rows', async () => {
    result.current = { data: null, error: null };
    await expect(getActiveLocations()).resolves.toEqual([]);
  });
});

describe('activeLocationsQueryOptions', () => {
  it('uses the shared key and retries 3 times, doubling from 1 s up to 30 s', () => {
    const options = activeLocationsQueryOptions();
    expect(options.queryKey).toEqual(locationKeys.active());
    expect(options.retry).toBe(3);
    const delay = options.retryDelay as (attempt: number, error: Error) => number;
    expect([0, 1, 2, 3, 4, 5, 6, 10].map((n) => delay(n, new Error('x')))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});
