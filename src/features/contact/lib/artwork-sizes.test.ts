import { artworkSizes, aspectRatioText, safeArea, templatePath } from './artwork-sizes';

describe('artwork sizes', () => {
  it('names each distinct size once with its boards, its proportions and its template', () => {
    const sizes = artworkSizes([
      { name: 'Oxford St W', screen_width_px: 960, screen_height_px: 288 },
      { name: 'Wellington Rd', screen_width_px: 1400, screen_height_px: 400 },
      { name: 'Highway 401', screen_width_px: null, screen_height_px: null },
      { name: 'Dundas St', screen_width_px: 960, screen_height_px: 288 },
    ]);
    expect(sizes).toEqual([
      { width: 960, height: 288, ratio: '10:3', template: '/artwork-templates/960x288.png', boards: ['Oxford St W', 'Dundas St'] },
      { width: 1400, height: 400, ratio: '7:2', template: '/artwork-templates/1400x400.png', boards: ['Wellington Rd'] },
    ]);
  });

  it('says proportions in small whole numbers, or as a ratio to one', () => {
    expect(aspectRatioText(1920, 1080)).toBe('16:9');
    expect(aspectRatioText(1000, 333)).toBe('3:1');
    expect(aspectRatioText(1040, 333)).toBe('3.12:1');
    expect(aspectRatioText(1001, 333)).toBe('3.01:1');
    expect(templatePath(960, 288)).toBe('/artwork-templates/960x288.png');
  });

  it('keeps the same inset on every side as the safe area', () => {
    expect(safeArea(960, 288)).toEqual({ x: 14, y: 14, width: 932, height: 260 });
    expect(safeArea(1400, 400)).toEqual({ x: 20, y: 20, width: 1360, height: 360 });
  });
});
