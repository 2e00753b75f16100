import { site } from '@/config/site';
import { context, organizationId, type JsonLd } from './json-ld';
import { absoluteUrl, siteUrl } from './site-url';

// The company as structured data: what the home page tells search engines
// about the business. Apart from json-ld.ts, which every page loads.

const localBusinessId = `${siteUrl}/#localbusiness`;

function postalAddress(): JsonLd {
  return {
    '@type': 'PostalAddress',
    streetAddress: site.address.streetAddress,
    addressLocality: site.address.locality,
    addressRegion: site.address.region,
    postalCode: site.address.postalCode,
    addressCountry: site.address.country,
  };
}

export function organization(): JsonLd {
  return {
    '@context': context,
    '@type': 'Organization',
    '@id': organizationId,
    name: site.name,
    legalName: site.legalName,
    url: `${siteUrl}/`,
    logo: absoluteUrl(site.logo),
    description: site.description,
    address: postalAddress(),
    areaServed: site.serviceArea.map((name) => ({ '@type': 'Place', name })),
    contactPoint: {
      '@type': 'ContactPoint',
      contactType: 'customer service',
      telephone: site.phoneE164,
      email: site.email,
      availableLanguage: ['English'],
      areaServed: site.address.country,
    },
    sameAs: site.social.map((s) => s.href),
  };
}

export function localBusiness(): JsonLd {
  return {
    '@context': context,
    '@type': 'LocalBusiness',
    '@id': localBusinessId,
    name: site.name,
    url: `${siteUrl}/`,
    image: absoluteUrl(site.logo),
    description: site.description,
    telephone: site.phoneE164,
    email: site.email,
    priceRange: site.priceRange,
    address: postalAddress(),
    geo: {
      '@type': 'GeoCoordinates',
      latitude: site.geo.latitude,
      longitude: site.geo.longitude,
    },
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: [...site.hours.days],
        opens: site.hours.opens,
        closes: site.hours.closes,
      },
    ],
    parentOrganization: { '@id': organizationId },
  };
}
