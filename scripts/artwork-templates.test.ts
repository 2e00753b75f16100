import sharp from 'sharp';
import { distinctSizes, templatePng, templateSvg } from './artwork-templates';

describe('artwork templates', () => {
  it('are PNGs of exactly the screen size', async () => {
    for (const size of [
      { width: 960, height: 288 },
      { width: 1400, height: 400 },
    ]) {
      const meta = await sharp(await templatePng(size)).metadata();
      expect(meta).toMatchObject({ format: 'png', width: size.width, height: size.height });
    }
  });

  it('mark the safe area and say the size', () => {
    const svg = templateSvg({ width: 960, height: 288 });
    expect(svg).toContain('<rect x="14" y="14" width="932" height="260"');
    expect(svg).toContain('stroke-dasharray');
    expect(svg).toContain('960 x 288 px');
  });

  it('are drawn once per size a board states', () => {
    expect(
      distinctSizes([
        { screen_width_px: 960, screen_height_px: 288 },
        { screen_width_px: 960, screen_height_px: 288 },
        { screen_width_px: null, screen_height_px: 288 },
        { screen_width_px: 1400, screen_height_px: 400 },
        { screen_width_px: 0, screen_height_px: 400 },
      ]),
    ).toEqual([
      { width: 960, height: 288 },
      { width: 1400, height: 400 },
    ]);
  });
});
