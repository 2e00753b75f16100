import { describe, expect, it } from 'vitest';
import { localAuthConfig } from './supabase-config';

describe('localAuthConfig', () => {
  it("reads the project's config.toml: the site URL and hosted auth's limits per address", () => {
    expect(localAuthConfig()).toEqual({ siteUrl: 'http://127.0.0.1:5173', signInsPerFiveMinutes: 30, verificationsPerFiveMinutes: 30 });
  });

  it('names what is missing rather than applying no limit', () => {
    expect(() => localAuthConfig('[auth]\nsite_url = "http://127.0.0.1:5173"\n')).toThrow(/rate_limit/);
  });

  it('takes the values a changed config.toml states', () => {
    const toml = '[auth]\nsite_url = "https://example.ca"\n[auth.rate_limit]\nsign_in_sign_ups = 12\ntoken_verifications = 7\n';
    expect(localAuthConfig(toml)).toEqual({ siteUrl: 'https://example.ca', signInsPerFiveMinutes: 12, verificationsPerFiveMinutes: 7 });
  });
});
