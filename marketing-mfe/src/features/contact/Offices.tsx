import { SectionHeading } from '@inklined/design-system/SectionHeading';
import type { Theme } from '@emotion/react';
import { mq } from '@inklined/design-system/tokens';
import { contactText, offices } from '../../content/contact';
import { Icon } from '../../ui/icons/Icon';
import { plainListStyle } from '@inklined/design-system/layout';
import { cardStyle } from '@inklined/design-system/Card';

const groupsStyle = {
  display: 'grid',
  gap: '1.25rem',
  [mq.lg]: { gridTemplateColumns: '2fr 1fr' },
};
/** A group's card, whose width decides how many columns its cities take. */
const groupStyle = (theme: Theme) => ({ ...cardStyle(theme), containerType: 'inline-size' as const });
const listStyle = {
  ...plainListStyle,
  display: 'grid',
  gap: '0.6rem',
  // As many columns as the card has room for, by the card's width rather than the screen's (the
  // international card is a third of the row on a laptop): "Ahmedabad" ran into its neighbour in
  // two columns at 320 px, and "Singapore" out of its card in three at 1280.
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@container (min-width: 16rem)': {
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    // A last city alone on its row takes the whole row rather than sit in one column of it.
    '& > li:last-of-type:nth-of-type(odd)': { gridColumn: '1 / -1' },
  },
  '@container (min-width: 24rem)': {
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    '& > li:last-of-type:nth-of-type(odd)': { gridColumn: 'auto' },
    '& > li:last-of-type:nth-of-type(3n + 1)': { gridColumn: '1 / -1' },
  },
};
const cityStyle = { display: 'flex', gap: '0.4rem', alignItems: 'center', fontWeight: 600 };
const pinStyle = (theme: Theme) => ({ color: theme.colors.accent, flexShrink: 0 });

function OfficeGroup({ title, places }: { readonly title: string; readonly places: readonly string[] }) {
  return (
    <div css={groupStyle}>
      <h3 css={{ marginTop: 0 }}>{title}</h3>
      <ul css={listStyle}>
        {places.map((place) => (
          <li key={place} css={cityStyle}>
            <Icon name="mapPin" size={18} css={pinStyle} />
            {place}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Our offices (spec section 2): seven cities in India, three international. */
export function Offices() {
  return (
    <section aria-labelledby="offices-heading">
      <SectionHeading id="offices-heading" title={contactText.officesHeading} />
      <div css={groupsStyle}>
        <OfficeGroup title={contactText.indiaHeading} places={offices.india} />
        <OfficeGroup title={contactText.internationalHeading} places={offices.international} />
      </div>
    </section>
  );
}
