import type { CSSObject } from '@emotion/react';
import { whenNearScreen } from '@inklined/design-system/near-screen';
import { mq } from '@inklined/design-system/tokens';
import { embedAheadScreens, embedLayouts, type EmbedLayout } from '@inklined/contracts/embed-layout';
import type {
  ComponentModules,
  EmbedComponent,
  EmbeddableModuleId,
  EmbedProps,
} from '@inklined/contracts/remote-modules';
import { useEffect, useRef, useState, type ComponentProps } from 'react';
import { RemoteSlot } from './RemoteSlot';
import { waitingAttribute } from './server-parts';

// One row that fills the kept height: the part, its placeholder or its fallback stretches to it,
// so a part shorter than its place at some width ends in its own background, not a gap.
const placeStyle = ({ minHeight }: EmbedLayout): CSSObject => ({
  display: 'grid',
  gridTemplateRows: '1fr',
  minHeight: minHeight.base,
  [mq.sm]: { minHeight: minHeight.sm },
  [mq.lg]: { minHeight: minHeight.lg },
});

interface ScreenGate {
  readonly opened: Promise<void>;
  readonly open: () => void;
}

/** How far from the screen a part starts to run, above and below what is shown. */
const partsAhead = `${embedAheadScreens * 100}% 0px`;

/** In the browser a part waits for its place to near the screen; the server renders every part. */
function screenGate(): ScreenGate | undefined {
  if (typeof document === 'undefined') return undefined;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

/**
 * Another remote's part inside a page, loaded like any remote module (deadline, fallback, Retry,
 * prerender). Its place keeps the height the part declares, so nothing below it moves when the
 * part arrives or fails. Its code runs only as its place nears the screen, or the visitor reaches
 * into it (docs/decisions/0054): until then the server's HTML stands, and clicks on it are kept.
 */
function EmbeddedPart<K extends EmbeddableModuleId>({ id, props }: EmbedProps<K>) {
  const place = useRef<HTMLDivElement>(null);
  const [gate] = useState(screenGate);
  useEffect(() => {
    const element = place.current;
    if (!gate || !element) return;
    element.setAttribute(waitingAttribute, '');
    return whenNearScreen(
      element,
      () => {
        element.removeAttribute(waitingAttribute);
        gate.open();
      },
      { ahead: partsAhead },
    );
  }, [gate]);
  return (
    <div ref={place} css={placeStyle(embedLayouts[id])} data-embed={id}>
      {/* An embeddable module is one of ComponentModules: its props are the same type. */}
      <RemoteSlot id={id} props={props as ComponentProps<ComponentModules[K]>} variant="part" after={gate?.opened} />
    </div>
  );
}

/** What pages receive as `Embed` (docs/decisions/0006). */
export const Embed: EmbedComponent = EmbeddedPart;
