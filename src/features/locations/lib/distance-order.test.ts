import { byDistanceFrom, centreOf, distanceKm, orderOrigin } from './distance-order';

const LONDON = { latitude: 42.9849, longitude: -81.2453 };
const board = (name: string, latitude: number, longitude: number) => ({ name, latitude, longitude });

describe('distance order', () => {
  it('measures great-circle distances (London to Toronto is about 170 km)', () => {
    expect(distanceKm(LONDON, { latitude: 43.6532, longitude: -79.3832 })).toBeGreaterThan(160);
    expect(distanceKm(LONDON, { latitude: 43.6532, longitude: -79.3832 })).toBeLessThan(175);
    expect(distanceKm(LONDON, LONDON)).toBe(0);
  });

  it('orders nearest first, equal distances by name, without changing the input', () => {
    const boards = [board('Kitchener', 43.42, -80.44), board('Zed London', 42.98, -81.24), board('Alpha London', 42.98, -81.24), board('Windsor', 42.27, -83)];
    const copy = [...boards];
    expect(byDistanceFrom(boards, LONDON).map((b) => b.name)).toEqual(['Alpha London', 'Zed London', 'Kitchener', 'Windsor']);
    expect(boards).toEqual(copy);
  });

  it("takes the chosen city's centre, or home without a city or without boards", () => {
    const windsor = [board('a', 42.2, -83.2), board('b', 42.4, -82.8)];
    expect(centreOf(windsor)).toEqual({ latitude: expect.closeTo(42.3, 6), longitude: expect.closeTo(-83, 6) });
    expect(orderOrigin(windsor, 'Windsor', LONDON)).toEqual(centreOf(windsor));
    expect(orderOrigin(windsor, '', LONDON)).toBe(LONDON);
    expect(orderOrigin([], 'Windsor', LONDON)).toBe(LONDON);
    expect(centreOf([])).toBeNull();
  });
});
