import { logoImage, shareCard } from '@inklined/brand/images';
import {
  contactEmail,
  officeAddress,
  openingHours,
  phoneNumbers,
  siteName,
  socialLinks,
} from '@inklined/brand/site-facts';
import type { Graph, OpeningHoursSpecification } from 'schema-dts';

const hours: OpeningHoursSpecification = {
  '@type': 'OpeningHoursSpecification',
  dayOfWeek: [...openingHours.days],
  opens: openingHours.opens,
  closes: openingHours.closes,
};

/**
 * The business for search engines, from the brand's facts: the Organization (name, logo, social
 * profiles, a contact point per phone number, with the hours) and the LocalBusiness at the New
 * Delhi office (address, opening hours). Typed with schema-dts, so a property schema.org does not
 * have fails to compile.
 */
export function businessStructuredData(origin: string): Graph {
  const organizationId = `${origin}/#organization`;
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId,
        name: siteName,
        url: `${origin}/`,
        logo: {
          '@type': 'ImageObject',
          url: origin + logoImage.url,
          width: `${logoImage.width}`,
          height: `${logoImage.height}`,
        },
        email: contactEmail,
        sameAs: socialLinks.flatMap((link) => (link.href ? [link.href] : [])),
        contactPoint: phoneNumbers.map((telephone) => ({
          '@type': 'ContactPoint',
          telephone,
          email: contactEmail,
          contactType: 'customer service',
          areaServed: 'Worldwide',
          availableLanguage: 'English',
          hoursAvailable: hours,
        })),
      },
      {
        '@type': 'LocalBusiness',
        '@id': `${origin}/#business`,
        name: siteName,
        url: `${origin}/`,
        image: origin + shareCard.url,
        logo: origin + logoImage.url,
        telephone: phoneNumbers[0],
        email: contactEmail,
        address: {
          '@type': 'PostalAddress',
          addressLocality: officeAddress.locality,
          addressRegion: officeAddress.region,
          addressCountry: officeAddress.countryCode,
        },
        openingHoursSpecification: hours,
        areaServed: 'Worldwide',
        parentOrganization: { '@id': organizationId },
      },
    ],
  };
}
