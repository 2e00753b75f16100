import { makeLocation } from '../testing/locations';
import { applyFilters, cityOf, filterOptions, hasFilters, readFilters, validFilters, writeFilters } from './location-filters';

describe('cityOf', () => {
  it('reads the city before the province and postal code', () => {
    expect(cityOf('3350 Wellington Rd S, London, ON N6E 3N1')).toBe('London');
    expect(cityOf('1063 Talbot St, St. Thomas, ON N5P 1G4')).toBe('St. Thomas');
    expect(cityOf('Highway 401')).toBeNull();
  });
});

describe('the filters', () => {
  const locations = [
    makeLocation({ id: '1', address: '1 Main St, London, ON N6A 1A1', media_type: 'Digital LED — 14 ft x 48 ft' }),
    makeLocation({ id: '2', address: '2 Main St, London, ON N6A 1A1', media_type: 'Digital LED — 10 ft x 30 ft' }),
    makeLocation({ id: '3', address: '3 King St, Windsor, ON N8X 3Y8', media_type: 'Digital LED — 14 ft x 48 ft' }),
  ];

  it('offers each city and media type once, sorted', () => {
    expect(filterOptions(locations)).toEqual({
      cities: ['London', 'Windsor'],
      types: ['Digital LED — 10 ft x 30 ft', 'Digital LED — 14 ft x 48 ft'],
    });
  });

  it('keeps the locations that match both', () => {
    expect(applyFilters(locations, { city: 'London', type: '' }).map((l) => l.id)).toEqual(['1', '2']);
    expect(applyFilters(locations, { city: 'London', type: 'Digital LED — 14 ft x 48 ft' }).map((l) => l.id)).toEqual(['1']);
    expect(applyFilters(locations, { city: '', type: '' })).toHaveLength(3);
    expect(applyFilters(locations, { city: 'Toronto', type: '' })).toEqual([]);
  });

  it('reads and writes the URL, leaving other parameters alone', () => {
    const params = writeFilters(new URLSearchParams('utm_source=x&city=Windsor'), { city: 'London', type: '' });
    expect(params.toString()).toBe('utm_source=x&city=London');
    expect(readFilters(params)).toEqual({ city: 'London', type: '' });
    expect(readFilters(new URLSearchParams())).toEqual({ city: '', type: '' });
  });

  describe('keeping only what the selects offer', () => {
    const options = filterOptions(locations);
    const fromUrl = (query: string) => validFilters(readFilters(new URLSearchParams(query)), options);

    it('keeps a city and a type that are options', () => {
      expect(fromUrl('city=Windsor&type=Digital LED — 10 ft x 30 ft')).toEqual({ city: 'Windsor', type: 'Digital LED — 10 ft x 30 ft' });
    });

    it('ignores markup, control characters and a city with no board', () => {
      expect(fromUrl('city=%3Cscript%3Ealert(1)%3C%2Fscript%3E&type=%00')).toEqual({ city: '', type: '' });
      expect(fromUrl('city=Nowhere')).toEqual({ city: '', type: '' });
      expect(fromUrl('city=Nowhere&type=Digital LED — 14 ft x 48 ft')).toEqual({ city: '', type: 'Digital LED — 14 ft x 48 ft' });
      expect(fromUrl('city=London%00')).toEqual({ city: '', type: '' });
    });

    it('reads an option whatever its case, as the option writes it', () => {
      expect(fromUrl('city=london&type=DIGITAL LED — 10 FT X 30 FT')).toEqual({ city: 'London', type: 'Digital LED — 10 ft x 30 ft' });
    });

    it('keeps nothing when there are no boards at all', () => {
      expect(validFilters({ city: 'London', type: 'Digital LED — 14 ft x 48 ft' }, filterOptions([]))).toEqual({ city: '', type: '' });
    });

    it('says whether any filter is on', () => {
      expect(hasFilters({ city: '', type: '' })).toBe(false);
      expect(hasFilters({ city: 'London', type: '' })).toBe(true);
      expect(hasFilters({ city: '', type: 'x' })).toBe(true);
    });
  });
});
