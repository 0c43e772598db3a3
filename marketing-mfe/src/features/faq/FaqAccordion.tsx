import type { Theme } from '@emotion/react';
import { mq } from '@inklined/design-system/tokens';
import { useId, useState } from 'react';
import type { FaqItem } from '../../content/faq';
import { Icon } from '../../ui/icons/Icon';

const columnsStyle = {
  display: 'grid',
  gap: '1rem',
  alignItems: 'start',
  [mq.lg]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
};
const columnStyle = { display: 'grid', gap: '1rem' };
const itemStyle = (theme: Theme) => ({
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radii.md,
  background: theme.colors.surface,
  overflow: 'hidden',
});
const headingStyle = { margin: 0, fontSize: '1.1rem' };
const buttonStyle = (theme: Theme) => ({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '1rem',
  padding: '1.1rem 1.25rem',
  border: 'none',
  background: 'transparent',
  color: theme.colors.ink,
  font: 'inherit',
  fontFamily: theme.fonts.heading,
  fontWeight: 650,
  textAlign: 'left' as const,
  cursor: 'pointer',
  '&:hover': { color: theme.colors.accent },
  // The item clips what lies outside it (its rounded corners): the focus ring is drawn inside.
  '&:focus-visible': { outlineOffset: '-3px', borderRadius: theme.radii.md },
  '& svg': { flexShrink: 0, transition: 'transform 0.2s' },
  '&[aria-expanded="true"] svg': { transform: 'rotate(180deg)' },
});
const panelStyle = (theme: Theme) => ({ padding: '0 1.25rem 1.25rem', color: theme.colors.inkMuted });

interface FaqAccordionProps {
  readonly items: readonly FaqItem[];
}

/**
 * The WAI-ARIA accordion pattern in two columns, with one item open at a time: opening one
 * closes the other, and clicking the open one closes it (spec section 4).
 */
export function FaqAccordion({ items }: FaqAccordionProps) {
  const prefix = useId();
  const [open, setOpen] = useState<string | null>(items[0]?.id ?? null);
  const middle = Math.ceil(items.length / 2);
  const columns = [items.slice(0, middle), items.slice(middle)];
  return (
    <div css={columnsStyle}>
      {columns.map((column, index) => (
        <div key={index} css={columnStyle}>
          {column.map((item) => {
            const expanded = open === item.id;
            const buttonId = `${prefix}-${item.id}-button`;
            const panelId = `${prefix}-${item.id}-panel`;
            return (
              <div key={item.id} css={itemStyle}>
                <h2 css={headingStyle}>
                  <button
                    id={buttonId}
                    type="button"
                    css={buttonStyle}
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => setOpen(expanded ? null : item.id)}
                  >
                    {item.question}
                    <Icon name="chevronDown" size={20} />
                  </button>
                </h2>
                <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!expanded} css={panelStyle}>
                  <p css={{ margin: 0 }}>{item.answer}</p>
                </div>
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
