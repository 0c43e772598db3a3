import { SectionHeading } from '@inklined/design-system/SectionHeading';
import type { Theme } from '@emotion/react';
import { homeText, testimonials, type Testimonial } from '../../content/home';
import { Carousel } from '../../ui/carousel/Carousel';
import { Icon } from '../../ui/icons/Icon';
import { bandStyle, containerStyle } from '@inklined/design-system/layout';
import { Stars } from '../../ui/Stars';
import { initialsOf } from './initials';

const figureStyle = (theme: Theme) => ({
  width: '100%',
  maxWidth: '46rem',
  margin: '0 auto',
  padding: '2rem 1.5rem',
  textAlign: 'center' as const,
  background: theme.colors.surface,
  borderRadius: theme.radii.lg,
  border: `1px solid ${theme.colors.border}`,
});
const quoteMarkStyle = (theme: Theme) => ({ color: theme.colors.highlight, margin: '0 auto 0.75rem' });
const quoteStyle = (theme: Theme) => ({
  margin: '0 0 1.25rem',
  fontFamily: theme.fonts.heading,
  fontSize: theme.fontSizes.h3,
  lineHeight: 1.5,
});
const starsRowStyle = { display: 'flex', justifyContent: 'center', marginBottom: '1rem' };
const nameStyle = { display: 'block', fontWeight: 700, fontStyle: 'normal' };
const metaStyle = (theme: Theme) => ({
  display: 'block',
  color: theme.colors.inkMuted,
  fontSize: theme.fontSizes.small,
});
const serviceStyle = (theme: Theme) => ({
  display: 'inline-block',
  marginTop: '0.75rem',
  padding: '0.2rem 0.75rem',
  borderRadius: theme.radii.pill,
  background: theme.colors.highlightSurface,
  color: theme.colors.highlightInk,
  fontSize: theme.fontSizes.small,
  fontWeight: 600,
});

const personStyle = { display: 'inline-flex', gap: '0.75rem', alignItems: 'center', textAlign: 'left' as const };
/** Initials in a circle: a face for the words without a photograph the site does not have. */
const avatarStyle = (theme: Theme) => ({
  flexShrink: 0,
  display: 'grid',
  placeItems: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: '50%',
  background: theme.colors.accent,
  color: theme.colors.accentContrast,
  fontWeight: 700,
  letterSpacing: '0.02em',
});

function TestimonialView({ testimonial }: { readonly testimonial: Testimonial }) {
  return (
    <figure css={figureStyle}>
      <Icon name="quote" size={36} css={quoteMarkStyle} />
      <blockquote css={quoteStyle}>{testimonial.content}</blockquote>
      <div css={starsRowStyle}>
        <Stars rating={testimonial.rating} />
      </div>
      <figcaption>
        <span css={personStyle}>
          <span css={avatarStyle} aria-hidden="true">
            {initialsOf(testimonial.name)}
          </span>
          <span>
            <cite css={nameStyle}>{testimonial.name}</cite>
            <span css={metaStyle}>
              {testimonial.role}, {testimonial.university}
            </span>
          </span>
        </span>
        <span css={[serviceStyle, { display: 'table', margin: '0.75rem auto 0' }]}>{testimonial.service}</span>
      </figcaption>
    </figure>
  );
}

/** Seven clients' words, one at a time (spec section 2). */
export function TestimonialsCarousel() {
  return (
    <section css={bandStyle('tint')} aria-labelledby="testimonials-heading">
      <div css={containerStyle}>
        <SectionHeading id="testimonials-heading" title={homeText.testimonialsHeading} />
        <Carousel
          label={homeText.testimonialsHeading}
          items={testimonials}
          perSlide={1}
          basis={{ base: '100%', sm: '100%', lg: '100%' }}
          itemKey={(testimonial) => testimonial.name}
          renderItem={(testimonial) => <TestimonialView testimonial={testimonial} />}
        />
      </div>
    </section>
  );
}
