import { absoluteUrl } from '@/components/seo/site-url';
import { organizationId, type JsonLd } from '@/components/seo/json-ld';
import { site } from '@/config/site';
import type { BillboardLocation } from '@/types/billboard-location';
import { boardRate } from '@shared/booking-cycles.ts';

// A board's structured data: the board as a Place (where it stands, what it
// looks like) and an Offer of that place for its price per cycle, in CAD.

export type BoardJsonLdSource = Pick<BillboardLocation, 'name' | 'address' | 'latitude' | 'longitude' | 'description' | 'rate_per_cycle'>;

/** '3350 Wellington Rd S, London, ON N6E 3N1' as a PostalAddress; an address of another shape stays whole. */
export function postalAddress(address: string): JsonLd {
  const [street, locality, regionPostal, ...rest] = address.split(',').map((part) => part.trim());
  const region = /^([A-Z]{2})\s+([A-Z]\d[A-Z]\s?\d[A-Z]\d)$/.exec(regionPostal ?? '');
  if (!street || !locality || !region || rest.length > 0) return { '@type': 'PostalAddress', streetAddress: address, addressCountry: 'CA' };
  return { '@type': 'PostalAddress', streetAddress: street, addressLocality: locality, addressRegion: region[1], postalCode: region[2], addressCountry: 'CA' };
}

export function boardJsonLd(board: BoardJsonLdSource, pageUrl: string, photos: readonly string[]): JsonLd[] {
  const placeId = `${pageUrl}#place`;
  const rate = boardRate(board, site.pricing);
  const perCycle = {
    '@type': 'UnitPriceSpecification',
    priceCurrency: 'CAD',
    ...(rate.isFrom ? { minPrice: rate.amount, maxPrice: site.pricing.high } : { price: rate.amount }),
    referenceQuantity: { '@type': 'QuantitativeValue', value: site.pricing.cycleWeeks, unitCode: 'WEE', unitText: `${site.pricing.cycleWeeks}-week cycle` },
  };
  const place: JsonLd = {
    '@type': 'Place',
    '@id': placeId,
    name: board.name,
    url: pageUrl,
    ...(board.description ? { description: board.description } : {}),
    address: postalAddress(board.address),
    geo: { '@type': 'GeoCoordinates', latitude: board.latitude, longitude: board.longitude },
    ...(photos.length ? { image: photos.map((photo) => absoluteUrl(photo)) } : {}),
  };
  const offer: JsonLd = {
    '@type': 'Offer',
    '@id': `${pageUrl}#offer`,
    url: pageUrl,
    name: `${board.name}: one spot for a ${site.pricing.cycleWeeks}-week cycle`,
    itemOffered: { '@id': placeId },
    price: rate.amount,
    priceCurrency: 'CAD',
    priceSpecification: perCycle,
    seller: { '@type': 'Organization', '@id': organizationId, name: site.name },
  };
  return [place, offer];
}
