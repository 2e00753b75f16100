import { vi } from 'vitest';
import { supabase } from '@/lib/supabase';
import { recordUnfakedCall } from './unfaked-calls';

// Fakes on the app's one Supabase client, for component tests that share
// their modules with other files (vitest.config.ts): replacing the module
// (vi.mock) cannot be shared, so a test changes what the real client's
// methods do instead, as spies the setup file restores after every test.
// Every public method of the client, its auth, storage and functions is
// faked: what the test gives answers, anything else throws and fails the
// test, so no call reaches a real backend.

/** What a faked method does instead (a vi.fn() or a plain function). */
export type Fake = (...args: never[]) => unknown;

type FakesOf<T> = Partial<Record<keyof T, Fake>>;

export interface SupabaseFakes extends Omit<FakesOf<typeof supabase>, 'auth' | 'storage' | 'functions'> {
  auth?: FakesOf<typeof supabase.auth>;
  storage?: FakesOf<typeof supabase.storage>;
  functions?: FakesOf<typeof supabase.functions>;
}

/** The methods a client object offers its users: those of its classes, less the private (`_`) ones. */
function publicMethods(target: object): string[] {
  const names = new Set<string>();
  for (let proto = Object.getPrototypeOf(target) as object | null; proto && proto !== Object.prototype; proto = Object.getPrototypeOf(proto) as object | null) {
    for (const [name, descriptor] of Object.entries(Object.getOwnPropertyDescriptors(proto))) {
      if (name !== 'constructor' && !name.startsWith('_') && typeof descriptor.value === 'function') names.add(name);
    }
  }
  return [...names];
}

function unfaked(name: string): Fake {
  return () => {
    recordUnfakedCall(name);
    throw new Error(`${name} is not faked in this test`);
  };
}

function fakeMethods(target: object, label: string, fakes: Partial<Record<string, Fake>> = {}): void {
  const methods = publicMethods(target);
  const unknown = Object.keys(fakes).filter((name) => !methods.includes(name));
  if (unknown.length > 0) throw new Error(`${label} has no method ${unknown.join(', ')} to fake`);
  for (const name of methods) {
    vi.spyOn(target as Record<string, Fake>, name).mockImplementation(fakes[name] ?? unfaked(`${label}.${name}`));
  }
}

/** Fakes every method of the client for the current test: those given answer, any other call fails the test. */
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
