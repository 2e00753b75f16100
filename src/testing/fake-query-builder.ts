// A stand-in for supabase-js's query builder in component tests: every
// builder method is recorded and returns the builder; awaiting it answers
// what the test's `answer` returns for the table and the calls made so far.

export interface BuilderCall {
  table: string;
  method: string;
  args: unknown[];
}

export type Answer = (table: string, calls: BuilderCall[]) => unknown;

/** `from(table)` for a fake client; `calls` collects every request's chain (cleared by the test). */
export function fakeFrom(calls: BuilderCall[], answer: Answer) {
  return (table: string) => {
    const own: BuilderCall[] = [];
    const target = {
      then: (resolve: (value: unknown) => unknown, reject: (error: unknown) => unknown) =>
        Promise.resolve()
          .then(() => answer(table, own))
          .then(resolve, reject),
    };
    const proxy: object = new Proxy(target, {
      get: (t, key: string) =>
        key === 'then'
          ? t.then
          : (...args: unknown[]) => {
              const call = { table, method: key, args };
              own.push(call);
              calls.push(call);
              return proxy;
            },
    });
    return proxy;
  };
}
