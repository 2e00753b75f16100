import { describe, expect, it } from 'vitest';
import { staticMapUrl } from './static-map-url';

const board = { latitude: 42.9849, longitude: -81.2453 };

describe('staticMapUrl', () => {
  it('is null without a key, so no sheet asks Google for an image it would refuse', () => {
    expect(staticMapUrl(board, '')).toBeNull();
    expect(staticMapUrl(board, '   ')).toBeNull();
  });

  it('centres on the board and marks it, at print resolution', () => {
    const url = new URL(staticMapUrl(board, 'test-key')!);
    expect(url.origin + url.pathname).toBe('https://maps.googleapis.com/maps/api/staticmap');
    expect(url.searchParams.get('center')).toBe('42.9849,-81.2453');
    expect(url.searchParams.get('markers')).toBe('color:red|42.9849,-81.2453');
    expect(url.searchParams.get('scale')).toBe('2');
    expect(url.searchParams.get('key')).toBe('test-key');
  });
});
