import { act, renderHook, waitFor } from '@testing-library/react';
import { PLAN_STORAGE_KEY } from '@/config/browser-storage';
import { EMPTY_PLAN } from '../lib/plan-store';
import { useCampaignPlan } from './use-campaign-plan';

const BOARD = 'c0000000-0000-4000-8000-000000000001';
const OTHER = 'c0000000-0000-4000-8000-000000000002';

describe('useCampaignPlan', () => {
  it('renders the empty plan first, as the prerendered page did, and the stored plan once the app runs', async () => {
    localStorage.setItem(PLAN_STORAGE_KEY, JSON.stringify({ ids: [BOARD], cycles: 2 }));
    const seen: string[][] = [];
    const { result } = renderHook(() => {
      const value = useCampaignPlan();
      seen.push(value.plan.ids);
      return value;
    });
    // The first render is the one that hydrates a prerendered page: it must match what was prerendered.
    expect(seen[0]).toEqual(EMPTY_PLAN.ids);
    await waitFor(() => expect(result.current.plan.ids).toEqual([BOARD]));
    expect(result.current.plan.cycles).toBe(2);
  });

  it('follows changes to the stored plan once live', async () => {
    const { result } = renderHook(() => useCampaignPlan());
    await waitFor(() => expect(result.current.plan).toEqual(EMPTY_PLAN));
    act(() => result.current.add(OTHER));
    expect(result.current.plan.ids).toEqual([OTHER]);
    act(() => result.current.remove(OTHER));
    expect(result.current.plan.ids).toEqual([]);
  });
});
