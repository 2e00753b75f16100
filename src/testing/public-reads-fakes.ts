import { publicReads } from '@/lib/public-reads';
import { fakeMethods, type FakesOf } from './fake-methods';

/** Fakes the public pages' PostgREST client for the current test: those given answer, any other call fails the test. */
export function fakePublicReads(fakes: FakesOf<typeof publicReads> = {}): void {
  fakeMethods(publicReads, 'publicReads', fakes);
}
