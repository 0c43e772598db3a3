import type { Theme } from '@emotion/react';
import { Icon } from './icons/Icon';

const rowStyle = (theme: Theme) => ({ display: 'flex', gap: '0.15rem', color: theme.colors.highlight });
const filled = { fill: 'currentColor' };

/** A rating out of five, read as "Rated 5 out of 5". */
export function Stars({ rating }: { readonly rating: number }) {
  return (
    <div css={rowStyle} role="img" aria-label={`Rated ${rating} out of 5`}>
      {Array.from({ length: 5 }, (_, index) => (
        <Icon key={index} name="star" size={18} css={index < rating ? filled : undefined} />
      ))}
    </div>
  );
}
