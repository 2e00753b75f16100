// supabase-js keeps the session in localStorage under `sb-<project>-auth-token`
// (plus -code-verifier / -user companions). Sign-in and sign-out clear every
// such key so a stale or foreign session never lingers in this browser.

const AUTH_KEY = /^sb-.+-auth-token(-.+)?$/;

export function isAuthStorageKey(key: string): boolean {
  return AUTH_KEY.test(key);
}

export function clearStoredAuthKeys(storage: Storage | undefined = globalThis.localStorage): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key && isAuthStorageKey(key)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
