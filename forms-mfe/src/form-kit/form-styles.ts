import { mq } from '@inklined/design-system/tokens';

/**
 * How the forms lay out their fields: stacked on phones, side by side where marked. The fields,
 * controls and buttons themselves are the design system's (@inklined/design-system).
 */
export const formStyle = {
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: 'minmax(0, 1fr)',
  // A form taller than its fields (an embedded form fills its kept place) keeps them together at the top.
  alignContent: 'start',
  // Once sent, its heading and the success panel stand in the middle of that place, not at its top.
  '&:has(> [role="status"] > *)': { alignContent: 'center' },
};

export const twoColumnsStyle = {
  display: 'grid',
  gap: '1rem',
  gridTemplateColumns: 'minmax(0, 1fr)',
  [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
};

export const actionsStyle = { display: 'flex', flexWrap: 'wrap' as const, gap: '0.75rem', alignItems: 'center' };
