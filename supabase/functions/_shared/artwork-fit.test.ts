import { artworkFileProblem, artworkFit, checkArtwork } from './artwork-fit.ts';

describe('artwork', () => {
  it('takes JPEG and PNG up to 10 MB', () => {
    expect(artworkFileProblem({ type: 'image/png', size: 10 * 1024 * 1024 })).toBeNull();
    expect(artworkFileProblem({ type: 'image/jpeg', size: 10 * 1024 * 1024 + 1 })).toBe('This file is 10.1 MB; artwork must be 10 MB or smaller.');
    expect(artworkFileProblem({ type: 'image/webp', size: 10 })).toBe('Artwork must be a JPEG or PNG image.');
  });

  it('fits exactly, scales within 2% of the proportions, and refuses beyond', () => {
    const screen = { width: 1400, height: 400 };
    expect(artworkFit({ width: 1400, height: 400 }, screen)).toBe('exact');
    expect(artworkFit({ width: 2800, height: 800 }, screen)).toBe('scaled');
    expect(artworkFit({ width: 1428, height: 400 }, screen)).toBe('scaled'); // +2.0%
    expect(artworkFit({ width: 1372, height: 400 }, screen)).toBe('scaled'); // -2.0%
    expect(artworkFit({ width: 1430, height: 400 }, screen)).toBe('mismatch'); // +2.1%
    expect(artworkFit({ width: 1366, height: 400 }, screen)).toBe('mismatch');
    expect(artworkFit({ width: 400, height: 1400 }, screen)).toBe('mismatch');
  });

  it('judges each board that states its pixels, and names the size a mismatch needs', () => {
    const verdicts = checkArtwork({ width: 1920, height: 1080 }, [
      { name: 'Wellington Rd', screen_width_px: 1920, screen_height_px: 1080 },
      { name: 'Oxford St', screen_width_px: 1280, screen_height_px: 720 },
      { name: 'Dundas St', screen_width_px: 1400, screen_height_px: 400 },
      { name: 'Talbot St', screen_width_px: null, screen_height_px: null },
    ]);
    expect(verdicts).toEqual([
      { board: 'Wellington Rd', fit: 'exact', message: 'Fits Wellington Rd exactly (1920 x 1080 px).' },
      { board: 'Oxford St', fit: 'scaled', message: 'Same proportions as Oxford St: it will be scaled to 1280 x 720 px.' },
      { board: 'Dundas St', fit: 'mismatch', message: 'Dundas St needs artwork of 1400 x 400 px (or the same proportions); this file is 1920 x 1080 px.' },
    ]);
  });
});
