import { contentSecurityPolicy } from '../../scripts/prerender-headers';

const policy = (supabaseUrl = 'https://abc.supabase.co') =>
  Object.fromEntries(
    contentSecurityPolicy({ supabaseUrl })
      .split('; ')
      .map((d) => {
        const [name, ...values] = d.split(' ');
        return [name!, values];
      }),
  );

describe('Content-Security-Policy', () => {
  it('lets posts show images inserted by URL from any https: host, with no extra setting', () => {
    expect(policy()['img-src']).toContain('https:');
  });

  it('keeps scripts, frames and connections as strict as before', () => {
    const p = policy();
    expect(p['script-src']).toEqual(["'self'", 'https://*.googleapis.com', 'https://*.gstatic.com']);
    expect(p['script-src']).not.toContain('https:');
    expect(p['connect-src']).toEqual(["'self'", 'https://abc.supabase.co', 'https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com']);
    expect(p['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
    expect(p['object-src']).toEqual(["'none'"]);
    expect(p['frame-ancestors']).toEqual(["'none'"]);
  });

  it('allows a local backend\u2019s images for a local build', () => {
    expect(policy('http://127.0.0.1:54321')['img-src']).toContain('http://127.0.0.1:54321');
  });
});
