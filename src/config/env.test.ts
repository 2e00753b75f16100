import { ADMIN_EMAIL_DEFAULT, devDefaults, parseEnv } from './env';

describe('parseEnv', () => {
  it('in the dev server, defaults to the local backend (empty strings count as unset)', () => {
    expect(devDefaults?.VITE_SUPABASE_URL).toBe('http://127.0.0.1:54321');
    const env = parseEnv({ VITE_SUPABASE_URL: '', VITE_GOOGLE_MAPS_API_KEY: '' }, devDefaults);
    expect(env.VITE_SUPABASE_URL).toBe('http://127.0.0.1:54321');
    expect(env.VITE_ADMIN_EMAIL).toBe(ADMIN_EMAIL_DEFAULT);
    expect(env.VITE_GOOGLE_MAPS_API_KEY).toBe('');
    expect(env.VITE_SITE_URL).toBeUndefined();
  });

  it('without the dev defaults (a production bundle), the backend must be configured, naming what is missing', () => {
    expect(() => parseEnv({})).toThrow(/VITE_SUPABASE_URL is not set.*VITE_SUPABASE_ANON_KEY is not set/);
  });

  it('names the bad variable in its error', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'not a url' }, devDefaults)).toThrow(/VITE_SUPABASE_URL: VITE_SUPABASE_URL must be an absolute URL/);
    expect(() => parseEnv({ VITE_ADMIN_EMAIL: 'nobody' }, devDefaults)).toThrow(/VITE_ADMIN_EMAIL/);
    expect(() => parseEnv({ VITE_SUPABASE_ANON_KEY: 'short' }, devDefaults)).toThrow(/looks too short/);
  });

  it('keeps configured values', () => {
    const env = parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SUPABASE_ANON_KEY: 'x'.repeat(40), VITE_SITE_URL: 'https://example.ca' });
    expect(env.VITE_SUPABASE_URL).toBe('https://abc.supabase.co');
    expect(env.VITE_SITE_URL).toBe('https://example.ca');
  });
});
