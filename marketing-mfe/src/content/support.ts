import { supportHours } from '@inklined/brand/site-facts';

/**
 * The support point of "Why Choose Us" (Home) and "What's Included in Every Order" (Services):
 * the hours the team works, not "24/7" as the spec has it (README, differences).
 */
export const supportCard = {
  title: 'Support six days a week',
  text: `Calls, chat and e-mail ${supportHours}.`,
} as const;
