import { vi } from 'vitest';
import { recordUnfakedCall } from './unfaked-calls';

// Fakes on a shared client object, for component tests that share their
// modules with other files (vitest.config.ts): replacing a client's module
// (vi.mock) cannot be shared, so a test changes what the real object's
// methods do instead, as spies the setup file restores after every test.

/** What a faked method does instead (a vi.fn() or a plain function). */
export type Fake = (...args: never[]) => unknown;

export type FakesOf<T> = Partial<Record<keyof T, Fake>>;

/** The methods an object offers its users: those of its classes, less the private (`_`) ones. */
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

/**
 * Fakes every public method of `target` for the current test: those in
 * `fakes` do what they give, any other throws and fails the test (the
 * setup file checks), so no call reaches a real backend.
 */
export function fakeMethods(target: object, label: string, fakes: Partial<Record<string, Fake>> = {}): void {
  const methods = publicMethods(target);
  const unknown = Object.keys(fakes).filter((name) => !methods.includes(name));
  if (unknown.length > 0) throw new Error(`${label} has no method ${unknown.join(', ')} to fake`);
  for (const name of methods) {
    vi.spyOn(target as Record<string, Fake>, name).mockImplementation(fakes[name] ?? unfaked(`${label}.${name}`));
  }
}
