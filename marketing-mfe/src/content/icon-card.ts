import type { IconName } from '../ui/icons/icon-paths';

/** A card of a grid that opens with its icon: the values, the reasons to choose us, what every order includes. */
export interface IconCard {
  readonly title: string;
  readonly text: string;
  readonly icon: IconName;
}
