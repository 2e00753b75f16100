// Calls a test made to an outside service it did not fake (supabase-fakes.ts
// records them). The fake throws, but the app often catches that and shows
// an error state a test may not look at; the setup file fails the test
// instead, so a missing fake never passes unnoticed.

const calls: string[] = [];

export const recordUnfakedCall = (name: string): void => void calls.push(name);

/** The calls recorded since the last take, emptied. */
export const takeUnfakedCalls = (): string[] => calls.splice(0);
