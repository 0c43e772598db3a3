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
