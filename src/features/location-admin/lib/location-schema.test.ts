import { EMPTY_LOCATION_FORM, isInOntario, parseLocationForm, type LocationFormValues } from './location-schema';

const valid: LocationFormValues = {
  name: ' Wellington Road South ',
  address: '3350 Wellington Rd S, London, ON N6E 3N1',
  latitude: '42.9386',
  longitude: '-81.2262',
  media_type: 'Digital LED — 14 ft x 48 ft',
  description: '',
  is_active: true,
};

describe('parseLocationForm', () => {
  it('turns the typed form into the row: trimmed text, numbers, no empty description', () => {
    expect(parseLocationForm(valid)).toEqual({
      ok: true,
      value: { ...valid, name: 'Wellington Road South', latitude: 42.9386, longitude: -81.2262, description: null },
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
