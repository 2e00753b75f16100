import { buildBreadcrumbs, labelForSegment } from './breadcrumbs';

describe('buildBreadcrumbs', () => {
  it('is only Home on the home page', () => {
    expect(buildBreadcrumbs('/')).toEqual([{ label: 'Home', path: '/', linkable: true }]);
  });

  it('uses the friendly label of a known segment', () => {
    expect(buildBreadcrumbs('/about-us').map((c) => c.label)).toEqual(['Home', 'About Us']);
    expect(buildBreadcrumbs('/faq').map((c) => c.label)).toEqual(['Home', 'FAQ']);
  });

  it('gives one crumb per segment with cumulative paths', () => {
    expect(buildBreadcrumbs('/industries/non-profit')).toEqual([
      { label: 'Home', path: '/', linkable: true },
      // '/industries' is not a page: shown, not linked.
      { label: 'Industries', path: '/industries', linkable: false },
      { label: 'Non-Profit', path: '/industries/non-profit', linkable: true },
    ]);
    expect(buildBreadcrumbs('/admin/blog').map((c) => [c.label, c.linkable])).toEqual([
      ['Home', true],
      // /admin opens the staff's dashboard.
      ['Admin', true],
      ['Blog', true],
    ]);
  });

  it('capitalises only the first letter of an unknown segment', () => {
    expect(labelForSegment('my-page')).toBe('My-page');
    expect(buildBreadcrumbs('/blog/how-much-does-a-billboard-cost').map((c) => c.label)).toEqual(['Home', 'Blog', 'How-much-does-a-billboard-cost']);
  });

  it('ignores trailing slashes, query and hash, and decodes segments', () => {
    expect(buildBreadcrumbs('/faq/').map((c) => c.path)).toEqual(['/', '/faq']);
    expect(buildBreadcrumbs('/blog/caf%C3%A9?x=1#top').at(-1)).toEqual({ label: 'Café', path: '/blog/caf%C3%A9', linkable: true });
    expect(buildBreadcrumbs('/blog/%E0').at(-1)?.label).toBe('%E0');
  });

  it('replaces the last label when an override is given', () => {
    expect(buildBreadcrumbs('/blog/my-post', 'My Great Post').map((c) => c.label)).toEqual(['Home', 'Blog', 'My Great Post']);
  });

  it('on a path that names no page, is Home then the given label only', () => {
    expect(buildBreadcrumbs('/no-such/place?x=1', 'Page not found', false)).toEqual([
      { label: 'Home', path: '/', linkable: true },
      { label: 'Page not found', path: '/no-such/place', linkable: false },
    ]);
  });
});
