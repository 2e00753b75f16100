// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { clearStoredAuthKeys, isAuthStorageKey } from './auth-storage';

describe('clearStoredAuthKeys', () => {
  it('removes only the supabase auth keys', () => {
    localStorage.setItem('sb-127-auth-token', '{}');
    localStorage.setItem('sb-abcd-auth-token-code-verifier', 'x');
    localStorage.setItem('blog-draft:new', '{}');
    localStorage.setItem('sb-other', 'keep');
    clearStoredAuthKeys();
    expect(localStorage.getItem('sb-127-auth-token')).toBeNull();
    expect(localStorage.getItem('sb-abcd-auth-token-code-verifier')).toBeNull();
    expect(localStorage.getItem('blog-draft:new')).toBe('{}');
    expect(localStorage.getItem('sb-other')).toBe('keep');
  });

  it('recognises the key shape', () => {
    expect(isAuthStorageKey('sb-localhost-auth-token')).toBe(true);
    expect(isAuthStorageKey('auth-token')).toBe(false);
  });
});
