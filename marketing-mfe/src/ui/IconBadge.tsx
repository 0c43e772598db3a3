import { iconBadgeStyle } from '@inklined/design-system/Card';
import { Icon } from './icons/Icon';
import type { IconName } from './icons/icon-paths';

/** A card's icon in its round-cornered badge, decorative like every icon of the site. */
export function IconBadge({ name }: { readonly name: IconName }) {
  return (
    <span css={iconBadgeStyle}>
      <Icon name={name} />
    </span>
  );
}
