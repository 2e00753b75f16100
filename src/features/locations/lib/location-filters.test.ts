import { makeLocation } from '../testing/locations';
import { applyFilters, cityOf, filterOptions, readFilters, writeFilters } from './location-filters';

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
});
