import type { CSSObject } from '@emotion/react';
import { mq } from '@inklined/design-system/tokens';
import { embedLayouts, type EmbedLayout } from '@inklined/contracts/embed-layout';
import type {
  ComponentModules,
  EmbedComponent,
  EmbeddableModuleId,
  EmbedProps,
} from '@inklined/contracts/remote-modules';
import type { ComponentProps } from 'react';
import { RemoteSlot } from './RemoteSlot';

// One row that fills the kept height: the part, its placeholder or its fallback stretches to it,
// so a part shorter than its place at some width ends in its own background, not a gap.
const placeStyle = ({ minHeight }: EmbedLayout): CSSObject => ({
  display: 'grid',
  gridTemplateRows: '1fr',
  minHeight: minHeight.base,
  [mq.sm]: { minHeight: minHeight.sm },
  [mq.lg]: { minHeight: minHeight.lg },
});

/**
 * Another remote's part inside a page, loaded like any remote module (deadline, fallback, Retry,
 * prerender). Its place keeps the height the part declares, so nothing below it moves when the
 * part arrives or fails.
 */
function EmbeddedPart<K extends EmbeddableModuleId>({ id, props }: EmbedProps<K>) {
  return (
    <div css={placeStyle(embedLayouts[id])} data-embed={id}>
      {/* An embeddable module is one of ComponentModules: its props are the same type. */}
      <RemoteSlot id={id} props={props as ComponentProps<ComponentModules[K]>} variant="part" />
    </div>
  );
}

/** What pages receive as `Embed` (docs/decisions/0006). */
export const Embed: EmbedComponent = EmbeddedPart;
