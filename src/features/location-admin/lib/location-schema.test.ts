import { EMPTY_LOCATION_FORM, isInOntario, parseLocationForm, type LocationFormValues } from './location-schema';

const valid: LocationFormValues = {
  name: ' Wellington Road South ',
  address: '3350 Wellington Rd S, London, ON N6E 3N1',
  latitude: '42.9386',
  longitude: '-81.2262',
  media_type: 'Digital LED — 14 ft x 48 ft',
  description: '',
  is_active: true,
  slots_per_loop: '6',
  spot_seconds: '8',
  daily_impressions: '',
  impressions_source: '',
  screen_width_px: '',
  screen_height_px: '',
  screen_size: '',
  facing: '',
  operating_hours: '',
  thumbnail_image_1_alt: ' The board seen from northbound traffic ',
  thumbnail_image_2_alt: '',
  rate_per_cycle: '',
};

const EMPTY_SPECS = {
  slots_per_loop: 6,
  spot_seconds: 8,
  daily_impressions: null,
  impressions_source: null,
  screen_width_px: null,
  screen_height_px: null,
  screen_size: null,
  facing: null,
  operating_hours: null,
  thumbnail_image_1_alt: 'The board seen from northbound traffic',
  thumbnail_image_2_alt: null,
  rate_per_cycle: null,
};

describe('parseLocationForm', () => {
  it('turns the typed form into the row: trimmed text, numbers, no empty description', () => {
    expect(parseLocationForm(valid)).toEqual({
      ok: true,
      value: { ...valid, ...EMPTY_SPECS, name: 'Wellington Road South', latitude: 42.9386, longitude: -81.2262, description: null },
    });
  });

  it('names each missing field', () => {
    const result = parseLocationForm(EMPTY_LOCATION_FORM);
    expect(result).toEqual({
      ok: false,
      errors: {
        name: 'Please enter the location name.',
        address: 'Please enter the street address.',
        latitude: 'Please enter the latitude.',
        longitude: 'Please enter the longitude.',
        media_type: 'Please enter the media type, e.g. Digital LED — 10 ft x 30 ft.',
      },
    });
  });

  it.each([
    ['latitude', 'abc', 'Latitude must be a number in decimal degrees, e.g. 42.9849.'],
    ['latitude', '1e3', 'Latitude must be a number in decimal degrees, e.g. 42.9849.'],
    ['latitude', '90.5', 'Latitude must be between -90 and 90.'],
    ['latitude', '-91', 'Latitude must be between -90 and 90.'],
    ['longitude', '181', 'Longitude must be between -180 and 180.'],
    ['longitude', '43,5', 'Longitude must be a number in decimal degrees, e.g. -81.2497.'],
  ] as const)('refuses %s %s', (field, typed, message) => {
    expect(parseLocationForm({ ...valid, [field]: typed })).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('accepts the ends of the ranges', () => {
    expect(parseLocationForm({ ...valid, latitude: '-90', longitude: '180' }).ok).toBe(true);
  });

  it('keeps the table limits', () => {
    expect(parseLocationForm({ ...valid, name: 'x'.repeat(201) })).toEqual({ ok: false, errors: { name: 'Please keep this to 200 characters or fewer.' } });
  });
});

describe('the screen, audience and price fields', () => {
  it('turns them into the row: numbers, trimmed text, empty as null, thousands separators and dollar signs understood', () => {
    const typed = {
      ...valid,
      slots_per_loop: ' 8 ',
      spot_seconds: '10',
      daily_impressions: '48,200',
      impressions_source: ' City of London traffic count, 2025 ',
      screen_width_px: '1400',
      screen_height_px: '400',
      screen_size: '14 ft x 48 ft',
      facing: 'Northbound, right-hand read',
      operating_hours: '6:00 a.m. to midnight, every day',
      rate_per_cycle: '$1,850.50',
    };
    const result = parseLocationForm(typed);
    expect(result.ok && result.value).toMatchObject({
      slots_per_loop: 8,
      spot_seconds: 10,
      daily_impressions: 48200,
      impressions_source: 'City of London traffic count, 2025',
      screen_width_px: 1400,
      screen_height_px: 400,
      screen_size: '14 ft x 48 ft',
      facing: 'Northbound, right-hand read',
      operating_hours: '6:00 a.m. to midnight, every day',
      rate_per_cycle: 1850.5,
    });
  });

  it.each([
    ['slots_per_loop', '0', 'Spots per loop must be a whole number from 1 to 20.'],
    ['slots_per_loop', '21', 'Spots per loop must be a whole number from 1 to 20.'],
    ['slots_per_loop', '', 'Spots per loop must be a whole number from 1 to 20.'],
    ['slots_per_loop', '6.5', 'Spots per loop must be a whole number from 1 to 20.'],
    ['spot_seconds', '5', 'Spot length must be a whole number from 6 to 10.'],
    ['spot_seconds', '11', 'Spot length must be a whole number from 6 to 10.'],
    ['daily_impressions', '-5', 'Daily impressions must be a whole number (0 or more), or left empty.'],
    ['daily_impressions', 'lots', 'Daily impressions must be a whole number (0 or more), or left empty.'],
    ['screen_width_px', '0', 'Screen width must be a whole number from 1 to 20000.'],
    ['rate_per_cycle', '1099.99', 'The rate per cycle must be between $1,100 and $2,500 (the company\u2019s range), or left empty.'],
    ['rate_per_cycle', '2500.01', 'The rate per cycle must be between $1,100 and $2,500 (the company\u2019s range), or left empty.'],
    ['rate_per_cycle', '1,85', 'The rate per cycle must be between $1,100 and $2,500 (the company\u2019s range), or left empty.'],
    ['screen_size', 'x'.repeat(101), 'Please keep this to 100 characters or fewer.'],
    ['impressions_source', 'x'.repeat(301), 'Please keep this to 300 characters or fewer.'],
  ] as const)('refuses %s %s', (field, typed, message) => {
    const extra = field === 'screen_width_px' ? { screen_height_px: '400' } : {};
    expect(parseLocationForm({ ...valid, ...extra, [field]: typed })).toEqual({ ok: false, errors: { [field]: message } });
  });

  it('accepts the ends of the ranges', () => {
    const ends = parseLocationForm({
      ...valid,
      slots_per_loop: '20',
      spot_seconds: '6',
      daily_impressions: '0',
      impressions_source: 'Count',
      rate_per_cycle: '2500',
    });
    expect(ends.ok).toBe(true);
    expect(parseLocationForm({ ...valid, slots_per_loop: '1', spot_seconds: '10', rate_per_cycle: '1100' }).ok).toBe(true);
  });

  it('asks for the source of published impressions', () => {
    expect(parseLocationForm({ ...valid, daily_impressions: '30000' })).toEqual({
      ok: false,
      errors: { impressions_source: 'Please say where the daily impressions come from, e.g. City of London traffic count, 2025.' },
    });
  });

  it('asks for both pixel sides or neither', () => {
    const message = 'Please enter both the width and the height in pixels, or neither.';
    expect(parseLocationForm({ ...valid, screen_width_px: '1400' })).toEqual({ ok: false, errors: { screen_height_px: message } });
    expect(parseLocationForm({ ...valid, screen_height_px: '400' })).toEqual({ ok: false, errors: { screen_width_px: message } });
  });

  it('starts a new location with the usual loop of 6 spots of 8 seconds', () => {
    expect(EMPTY_LOCATION_FORM).toMatchObject({ slots_per_loop: '6', spot_seconds: '8', rate_per_cycle: '' });
  });
});

describe('isInOntario', () => {
  it('knows London, Thunder Bay and Ottawa are in Ontario, and a lost minus sign is not', () => {
    expect(isInOntario(42.9849, -81.2497)).toBe(true);
    expect(isInOntario(48.3809, -89.2477)).toBe(true);
    expect(isInOntario(45.4215, -75.6972)).toBe(true);
    expect(isInOntario(42.9849, 81.2497)).toBe(false);
    expect(isInOntario(-81.2497, 42.9849)).toBe(false);
    expect(isInOntario(49.2827, -123.1207)).toBe(false);
  });
});
