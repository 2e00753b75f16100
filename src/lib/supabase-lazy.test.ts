import { getPublicReads } from './supabase-lazy';

describe('getPublicReads', () => {
  it('lets each reader go on in a task of its own, not all in the task the client arrived in', async () => {
    const order: string[] = [];
    const first = getPublicReads().then(() => {
      order.push('first');
      // Runs before the second reader only if that reader waits for a task of its own.
      queueMicrotask(() => order.push('first, a microtask later'));
    });
    const second = getPublicReads().then(() => order.push('second'));
    await Promise.all([first, second]);
    expect(order).toEqual(['first', 'first, a microtask later', 'second']);
  });

  it('gives every reader the same client', async () => {
    const [a, b] = await Promise.all([getPublicReads(), getPublicReads()]);
    expect(a).toBe(b);
  });
});
