import { boardJsonLd, postalAddress } from './board-json-ld';

const board = {
  name: 'London — Oxford St W at Hyde Park Rd',
  address: '1295 Oxford St W, London, ON N6H 1W1',
  latitude: 42.9946,
  longitude: -81.3315,
  description: 'West-end board.',
  rate_per_cycle: 1650,
};
const url = 'https://www.example.ca/inventory/london-oxford-st-w-at-hyde-park-rd';

describe('boardJsonLd', () => {
  it('describes the board as a Place, with an Offer of that place at its price per 4-week cycle in CAD', () => {
    const [place, offer] = boardJsonLd(board, url, ['/images/a.svg']);
    expect(place).toMatchObject({
      '@type': 'Place',
      '@id': `${url}#place`,
      name: board.name,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '1295 Oxford St W',
        addressLocality: 'London',
        addressRegion: 'ON',
        postalCode: 'N6H 1W1',
        addressCountry: 'CA',
      },
      geo: { '@type': 'GeoCoordinates', latitude: 42.9946, longitude: -81.3315 },
    });
    expect((place!.image as string[])[0]).toMatch(/^https?:\/\/.+\/images\/a\.svg$/);
    expect(offer).toMatchObject({
      '@type': 'Offer',
      itemOffered: { '@id': `${url}#place` },
      price: 1650,
      priceCurrency: 'CAD',
      priceSpecification: { '@type': 'UnitPriceSpecification', price: 1650, priceCurrency: 'CAD', referenceQuantity: { value: 4, unitCode: 'WEE' } },
    });
  });

  it("offers a board without a rate of its own at the company's range", () => {
    const [, offer] = boardJsonLd({ ...board, rate_per_cycle: null }, url, []);
    expect(offer).toMatchObject({ price: 1100, priceSpecification: { minPrice: 1100, maxPrice: 2500 } });
  });
});

describe('postalAddress', () => {
  it('keeps an address of another shape whole', () => {
    expect(postalAddress('Highway 401, km 186')).toEqual({ '@type': 'PostalAddress', streetAddress: 'Highway 401, km 186', addressCountry: 'CA' });
  });
});
