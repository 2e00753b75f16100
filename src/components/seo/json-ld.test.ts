import { site } from '@/config/site';
import { localBusiness, organization } from './business-json-ld';
import { serializeJsonLd } from './json-ld';
import { siteUrl } from './site-url';

describe('organization()', () => {
  it('describes the company from site.ts', () => {
    expect(organization()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: site.name,
      url: `${siteUrl}/`,
      logo: `${siteUrl}${site.logo}`,
      description: site.description,
      address: { '@type': 'PostalAddress', addressRegion: 'ON', addressCountry: 'CA' },
      areaServed: [
        { '@type': 'Place', name: 'London, Ontario' },
        { '@type': 'Place', name: 'Ontario' },
      ],
      contactPoint: {
        '@type': 'ContactPoint',
        contactType: 'customer service',
        availableLanguage: ['English'],
        telephone: site.phoneE164,
        email: site.email,
      },
    });
  });
});

describe('localBusiness()', () => {
  it('describes the London office with hours, geo and price range', () => {
    expect(localBusiness()).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: site.name,
      telephone: site.phoneE164,
      priceRange: '$$',
      address: { addressLocality: 'London', addressRegion: 'ON', addressCountry: 'CA', streetAddress: site.address.streetAddress },
      geo: { '@type': 'GeoCoordinates', latitude: site.geo.latitude, longitude: site.geo.longitude },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '09:00',
          closes: '17:00',
        },
      ],
    });
  });
});

describe('serializeJsonLd()', () => {
  it('escapes characters that could end the script element, and stays valid JSON', () => {
    const data = { name: '</script><!-- & \u2028' };
    const out = serializeJsonLd(data);
    expect(out).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(out)).toEqual(data);
  });
});
