import type { RemotePageProps } from '@inklined/contracts/remote-modules';
import { homeText } from '../../content/home';
import { HomeHero } from './HomeHero';
import { HomeNextStep } from './HomeNextStep';
import { ServicesCarousel } from './ServicesCarousel';
import { SpecialDiscounts } from './SpecialDiscounts';
import { StatsBand } from './StatsBand';
import { TestimonialsCarousel } from './TestimonialsCarousel';
import { WhyChooseUs } from './WhyChooseUs';

/** Home (spec section 2). */
export function HomePage({ Link, Head }: RemotePageProps) {
  return (
    <>
      <Head title={homeText.documentTitle} description={homeText.description} introducesBusiness />
      <HomeHero Link={Link} />
      <StatsBand />
      <ServicesCarousel />
      <WhyChooseUs />
      <TestimonialsCarousel />
      <SpecialDiscounts />
      <HomeNextStep Link={Link} />
    </>
  );
}
