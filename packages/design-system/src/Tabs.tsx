import type { Theme } from '@emotion/react';
import { mq } from './tokens';
import { useId, useRef, useState, type KeyboardEvent } from 'react';

/**
 * The WAI-ARIA tabs pattern (automatic activation): one tab in the tab order, arrow keys move
 * between tabs and show their panel, Home and End go to the ends. Holds one selection, as the
 * services page's tabs and topics do (spec section 4).
 */
export function useTabs<Id extends string>(
  ids: readonly Id[],
  initial: Id,
  orientation: 'horizontal' | 'vertical' = 'horizontal',
) {
  const prefix = useId();
  const [selected, setSelected] = useState<Id>(initial);
  const tabs = useRef(new Map<Id, HTMLButtonElement>());

  const select = (id: Id) => {
    setSelected(id);
    tabs.current.get(id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const position = ids.indexOf(selected);
    const forward = orientation === 'horizontal' ? 'ArrowRight' : 'ArrowDown';
    const back = orientation === 'horizontal' ? 'ArrowLeft' : 'ArrowUp';
    const target =
      event.key === forward
        ? ids[(position + 1) % ids.length]
        : event.key === back
          ? ids[(position - 1 + ids.length) % ids.length]
          : event.key === 'Home'
            ? ids[0]
            : event.key === 'End'
              ? ids[ids.length - 1]
              : undefined;
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return {
    selected,
    tabListProps: { role: 'tablist', 'aria-orientation': orientation, onKeyDown } as const,
    tabProps: (id: Id) =>
      ({
        id: `${prefix}-tab-${id}`,
        role: 'tab',
        type: 'button',
        'aria-selected': id === selected,
        'aria-controls': `${prefix}-panel-${id}`,
        tabIndex: id === selected ? 0 : -1,
        onClick: () => select(id),
        ref: (element: HTMLButtonElement | null) => {
          if (element) tabs.current.set(id, element);
          else tabs.current.delete(id);
        },
      }) as const,
    panelProps: (id: Id) =>
      ({
        id: `${prefix}-panel-${id}`,
        role: 'tabpanel',
        'aria-labelledby': `${prefix}-tab-${id}`,
        tabIndex: 0,
        hidden: id !== selected,
      }) as const,
  };
}

/**
 * The tab strip: a segmented pill on the page's surface. It never runs past the screen: when its
 * tabs do not fit (three long labels at 320 px) the strip scrolls sideways inside its own box.
 */
export const tabListStyle = (theme: Theme) => ({
  display: 'flex',
  gap: '0.25rem',
  width: 'fit-content',
  maxWidth: '100%',
  margin: '0 auto 2rem',
  padding: '0.3rem',
  borderRadius: theme.radii.pill,
  background: theme.colors.surface,
  border: `1px solid ${theme.colors.border}`,
  overflowX: 'auto' as const,
  scrollbarWidth: 'none' as const,
});

/** One tab: the selected one filled with the action colour. */
export const tabStyle = (theme: Theme) => ({
  flexShrink: 0,
  minHeight: '2.75rem',
  padding: '0.55rem 0.9rem',
  [mq.sm]: { minWidth: '6.5rem', padding: '0.55rem 1.25rem' },
  border: 'none',
  borderRadius: theme.radii.pill,
  background: 'transparent',
  color: theme.colors.ink,
  font: 'inherit',
  fontWeight: 650,
  whiteSpace: 'nowrap' as const,
  cursor: 'pointer',
  '&[aria-selected="true"]': { background: theme.colors.accent, color: theme.colors.accentContrast },
  '&:hover:not([aria-selected="true"])': { background: theme.colors.accentSurface },
  // The strip may scroll, so it clips what lies outside it: the focus ring is drawn inside.
  '&:focus-visible': { outlineOffset: '-3px' },
});

/**
 * A tab drawn as a small card with an icon, for a list of choices beside or above their panel
 * (the services page's topics); the selected one tinted. On a phone, where such cards sit two to a
 * row, the icon stands above the label: beside it, a long label ("Referencing" at 320 px) squeezed
 * the icon to nothing. The icon never shrinks.
 */
export const cardTabStyle = (theme: Theme) => ({
  minHeight: '2.75rem',
  display: 'flex',
  flexDirection: 'column' as const,
  alignItems: 'flex-start',
  gap: '0.4rem',
  [mq.sm]: { flexDirection: 'row' as const, alignItems: 'center', gap: '0.6rem' },
  '& > svg': { flexShrink: 0 },
  padding: '0.75rem 1rem',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  color: theme.colors.ink,
  font: 'inherit',
  fontWeight: 650,
  textAlign: 'left' as const,
  cursor: 'pointer',
  '&[aria-selected="true"]': {
    borderColor: theme.colors.accent,
    background: theme.colors.accentSurface,
    color: theme.colors.accentStrong,
  },
  '&:hover:not([aria-selected="true"])': { borderColor: theme.colors.accent },
});
