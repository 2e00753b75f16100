import config, { focusRing } from '../../tailwind.config';

// WCAG asks 3:1 of a focus indicator against the colours next to it. The ring is
// drawn just outside the focused element, on the surface around it: each of the
// ring's colours is checked against every colour its surface can show (a
// gradient's stops bound what lies between them in lightness).

const { colors, backgroundImage } = config.theme.extend;

function channel(hex: string, at: number): number {
  const value = parseInt(hex.slice(at, at + 2), 16) / 255;
  return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
}

function luminance(hex: string): number {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`not a #rrggbb colour: ${hex}`);
  return 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const stops = (gradient: string) => gradient.match(/#[0-9a-f]{6}/gi) ?? [];

const surfaces: Record<keyof typeof focusRing, string[]> = {
  // The page, and the muted and brand-tinted bands (PageSection's tones).
  onLight: ['#ffffff', '#f9fafb', colors.brand[50]],
  // The footer and ink panels, and the heroes' dark gradient.
  onDark: [colors.ink, ...stops(backgroundImage['hero-gradient'])],
  // The closing call to action.
  onBrand: stops(backgroundImage['cta-gradient']),
};

describe('focus ring colours', () => {
  it('computes contrast as WCAG defines it', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    // The old input ring, which fell short on white.
    expect(contrast(colors.brand[600], '#ffffff')).toBeLessThan(3);
  });

  for (const [ring, backgrounds] of Object.entries(surfaces) as [keyof typeof focusRing, string[]][]) {
    it(`${ring} (${focusRing[ring]}) keeps 3:1 against each of ${backgrounds.join(', ')}`, () => {
      expect(backgrounds.length).toBeGreaterThan(1);
      for (const background of backgrounds) expect(contrast(focusRing[ring], background), background).toBeGreaterThanOrEqual(3);
    });
  }
});
