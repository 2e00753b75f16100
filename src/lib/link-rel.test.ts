import { describe, expect, it } from 'vitest';
import { site } from '@/config/site';
import { EXTERNAL_LINK_REL, isExternalLink, relForLink } from './link-rel';

describe('relForLink', () => {
  const own = new URL(site.url);

  it('gives the site own pages no rel, whether written as a path or in full', () => {
    expect(relForLink('/billboard-costs')).toBeNull();
    expect(relForLink('#top')).toBeNull();
    expect(relForLink(`${own.origin}/faq`)).toBeNull();
    expect(relForLink(`https://www.${own.host.replace(/^www\./, '')}/faq`)).toBeNull();
    expect(relForLink('mailto:info@example.com')).toBeNull();
  });

  it('marks links to other sites nofollow', () => {
    expect(relForLink('https://example.com/a')).toBe(EXTERNAL_LINK_REL);
    expect(isExternalLink(`https://${own.host}.evil.example/`)).toBe(true);
  });
});
