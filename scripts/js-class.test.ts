import { jsClassBudgetBytes, jsClassOf } from './js-class';

describe('first-load JS class of a page', () => {
  it('puts the map, board and comparison pages in the live class, everything else in the static one', () => {
    expect(jsClassOf('/billboard-map')).toBe('live');
    expect(jsClassOf('/compare')).toBe('live');
    expect(jsClassOf('/inventory/wellington-road-south')).toBe('live');
    for (const path of ['/', '/inventory', '/faq', '/contact-us', '/blog/how-much-does-a-billboard-cost-in-london-ontario', '/billboard-map-old', '/compare/x'])
      expect(jsClassOf(path), path).toBe('static');
  });

  it('budgets 130 kB and 140 kB gzipped', () => {
    expect(jsClassBudgetBytes).toEqual({ static: 130 * 1024, live: 140 * 1024 });
  });
});
