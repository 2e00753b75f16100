import { LOCAL_ADMIN_EMAIL, LOCAL_SUPABASE_URL, parseEnv } from './env';

describe('parseEnv', () => {
  it('defaults to the local backend when nothing is set (empty strings count as unset)', () => {
    const env = parseEnv({ VITE_SUPABASE_URL: '', VITE_GOOGLE_MAPS_API_KEY: '' });
    expect(env.VITE_SUPABASE_URL).toBe(LOCAL_SUPABASE_URL);
    expect(env.VITE_ADMIN_EMAIL).toBe(LOCAL_ADMIN_EMAIL);
    expect(env.VITE_GOOGLE_MAPS_API_KEY).toBe('');
    expect(env.VITE_SITE_URL).toBeUndefined();
  });

  it('names the bad variable in its error', () => {
    expect(() => parseEnv({ VITE_SUPABASE_URL: 'not a url' })).toThrow(/VITE_SUPABASE_URL: VITE_SUPABASE_URL must be an absolute URL/);
    expect(() => parseEnv({ VITE_ADMIN_EMAIL: 'nobody' })).toThrow(/VITE_ADMIN_EMAIL/);
    expect(() => parseEnv({ VITE_SUPABASE_ANON_KEY: 'short' })).toThrow(/looks too short/);
  });

  it('keeps configured values', () => {
    const env = parseEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co', VITE_SITE_URL: 'https://example.ca' });
    expect(env.VITE_SUPABASE_URL).toBe('https://abc.supabase.co');
    expect(env.VITE_SITE_URL).toBe('https://example.ca');
  });
});
