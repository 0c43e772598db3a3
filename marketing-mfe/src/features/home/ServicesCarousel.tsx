import type { Theme } from '@emotion/react';
import { homeText, serviceCards, type ServiceCard } from '../../content/home';
import { BandSection } from '../../ui/BandSection';
import { Carousel } from '../../ui/carousel/Carousel';
import { useCardsPerSlide } from '../../ui/carousel/use-media-query';
import { IconBadge } from '../../ui/IconBadge';
import { mutedTextStyle } from '@inklined/design-system/layout';
import { cardStyle } from '@inklined/design-system/Card';

const serviceCardStyle = (theme: Theme) => ({ ...cardStyle(theme), width: '100%', boxShadow: 'none' });
const titleStyle = { margin: '1rem 0 0.5rem' };

function ServiceCardView({ card }: { readonly card: ServiceCard }) {
  return (
    <article css={serviceCardStyle}>
      <IconBadge name={card.icon} />
      <h3 css={titleStyle}>{card.title}</h3>
      <p css={mutedTextStyle}>{card.description}</p>
    </article>
  );
}

/** "What We Do": the twelve services, 1, 2 or 3 cards per slide by screen width (spec section 2). */
export function ServicesCarousel() {
  const perSlide = useCardsPerSlide();
  return (
    <BandSection tone="paper" id="services-heading" title={homeText.servicesHeading} lead={homeText.servicesLead}>
      <Carousel
        label={homeText.servicesHeading}
        items={serviceCards}
        perSlide={perSlide}
        basis={{ base: '100%', sm: '50%', lg: '33.3333%' }}
        itemKey={(card) => card.title}
        renderItem={(card) => <ServiceCardView card={card} />}
      />
    </BandSection>
  );
}
