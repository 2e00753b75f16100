import { vi } from 'vitest';
import { supabase } from '@/lib/supabase';
import { fakeMethods, type FakesOf } from './fake-methods';

export interface SupabaseFakes extends Omit<FakesOf<typeof supabase>, 'auth' | 'storage' | 'functions'> {
  auth?: FakesOf<typeof supabase.auth>;
  storage?: FakesOf<typeof supabase.storage>;
  functions?: FakesOf<typeof supabase.functions>;
}

/**
 * Fakes the app's one Supabase client for the current test: every method of
 * the client, its auth, storage and functions; those given answer, any other
 * call fails the test.
 */
export function fakeSupabase(fakes: SupabaseFakes = {}): void {
  const { auth, storage, functions, ...client } = fakes;
  fakeMethods(supabase, 'supabase', client);
  fakeMethods(supabase.auth, 'supabase.auth', auth);
  fakeMethods(supabase.storage, 'supabase.storage', storage);
  // supabase.functions makes a new client on each read: every read answers one faked client.
  const functionsClient = supabase.functions;
  fakeMethods(functionsClient, 'supabase.functions', functions);
  vi.spyOn(supabase, 'functions', 'get').mockReturnValue(functionsClient);
}
