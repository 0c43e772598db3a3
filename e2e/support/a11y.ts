import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';
import { layOutDeferredContent } from '@inklined/site-tools/deferred-layout';

/** WCAG 2.2 A and AA, as issue 13 asks: axe's rules with these tags and no others. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe's rules about colour: what a control's states can change (its other rules hold at rest). */
export const colourRules = ['color-contrast', 'link-in-text-block'];

const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe in the page itself, put there once per document. @axe-core/playwright injected axe
 * anew on every call and finished each run in a blank page it opened and closed, about 0.3 s for
 * one control and 0.7 s for a page; run here, 0.01 s and 0.15-0.2 s (issue 20). The site has no
 * frames, so axe's single-document run sees everything the frame-by-frame one did; a page that
 * gains a frame fails here rather than going unchecked inside it.
 */
async function runAxe(page: Page, include: string | undefined, options: RunOptions): Promise<AxeResults> {
  const frames = page.frames().length;
  if (frames > 1) throw new Error(`axe runs in the top document only, and this page has ${frames - 1} frame(s)`);
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  await layOutDeferredContent(page);
  return page.evaluate(
    ([scope, runOptions]) => {
      const { axe } = window as unknown as { axe: { run(scope: unknown, options: RunOptions): Promise<AxeResults> } };
      return axe.run(scope ? { include: [scope] } : document, runOptions);
    },
    [include, options] as const,
  );
}

/**
 * The axe violations on the page (or inside `include`), by WCAG 2.2 A/AA, or by `rules` only, or
 * by every rule axe has (`'all'`), one line per element, readable in a failure.
 */
export async function axeViolations(
  page: Page,
  include?: string,
  rules?: readonly string[] | 'all',
): Promise<string[]> {
  const runOnly =
    rules === 'all'
      ? undefined
      : rules
        ? { type: 'rule' as const, values: [...rules] }
        : { type: 'tag' as const, values: wcagTags };
  const { violations } = await runAxe(page, include, runOnly ? { runOnly } : {});
  return violations.flatMap(({ id, nodes }) =>
    nodes.map((node) => `${id}: ${node.target.join(' ')}: ${node.failureSummary?.replace(/\s+/g, ' ')}`),
  );
}

/**
 * axe while the page's clock stands still (a modal that closes 2 s after a success stays open):
 * axe waits on its own zero-delay timers, so the clock moves on one millisecond at a time until
 * axe is done, far less than the page's own timers need.
 */
export async function axeViolationsWhileTimeStandsStill(page: Page, include?: string): Promise<string[]> {
  let done = false;
  const violations = axeViolations(page, include).finally(() => {
    done = true;
  });
  for (let ticks = 0; !done && ticks < 1_000; ticks++) await page.clock.runFor(1);
  return violations;
}

type Rgba = [number, number, number, number];

interface Measured {
  /** What was measured: tag, id and name, for a readable failure. */
  readonly element: string;
  /** The text colour, or the focus indicator's colour. */
  readonly colour?: Rgba;
  /** Background colours behind, from the nearest outwards, down to the first opaque one. */
  readonly layers: Rgba[];
  /** The stops of a gradient found under those layers, each a possible bottom colour. */
  readonly gradientStops: Rgba[];
  readonly indicator: 'outline' | 'box-shadow' | 'none';
  /** Some part of the element is on screen and not covered by anything (WCAG 2.4.11). */
  readonly unobscured: boolean;
  /** The share (0 to 1) of the focus ring's on-screen length that no ancestor's overflow cuts off. */
  readonly ringShown: number;
  /** For `focus`: the focused element's opening markup, or 'body' when nothing has the focus. */
  readonly focused?: string;
}

/** A colour an element draws (a CSS property of it or of its ::before/::after) to tell a state. */
export interface Drawn {
  readonly property: string;
  readonly pseudo?: '::before' | '::after';
}

/**
 * Runs in the page (Playwright sends its source): an element's text colour, a colour it draws,
 * or for `focus` its focus indicator (its outline, or its ::after/::before's for a card whose
 * ::after is the link's target, else a box-shadow ring of 2 px or more) with what is painted
 * behind it, and whether any part of it is on screen and uncovered.
 */
async function measure(subject: Element, what: 'text' | 'focus' | Drawn): Promise<Measured> {
  if (what === 'focus') {
    // A smooth scroll the focus started (an in-page link) ends before the focus is looked at:
    // still for three frames running, as a smooth scroll moves on every frame once it has begun,
    // and, for up to a second, with the focused element on screen (a script's smooth scroll may
    // begin a few frames after the key). With reduced motion nothing on the site scrolls smoothly
    // (page-sweeps.spec.ts checks it), so one still frame after the key is enough: half the wait,
    // on each of the page sweeps' 700-odd stops. Still since the key: the first frame is compared
    // with where the page was when it was asked, not with itself (a frame drawn for nothing at
    // every stop).
    const stillFrames = matchMedia('(prefers-reduced-motion: reduce)').matches ? 1 : 3;
    await new Promise<void>((resolve) => {
      let [last, still, frames] = [window.scrollX + window.scrollY * 1e6, 0, 0];
      const onScreen = () => {
        const box = (document.activeElement ?? document.body).getBoundingClientRect();
        return box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      };
      const settled = () => {
        const now = window.scrollX + window.scrollY * 1e6;
        still = now === last ? still + 1 : 0;
        last = now;
        frames += 1;
        if (still >= stillFrames && (onScreen() || frames > 60)) resolve();
        else requestAnimationFrame(settled);
      };
      requestAnimationFrame(settled);
    });
  }
  // For `focus`, whatever has it now, found in the same task as it is measured.
  const element = what === 'focus' ? (document.activeElement ?? document.body) : subject;
  const parse = (text: string): Rgba | undefined => {
    const match = /rgba?\(([^)]+)\)/.exec(text);
    if (!match) return undefined;
    const parts = match[1]!
      .split(/[\s,/]+/)
      .filter(Boolean)
      .map(Number);
    return [parts[0]!, parts[1]!, parts[2]!, parts[3] ?? 1];
  };
  const layers: Rgba[] = [];
  let gradientStops: Rgba[] = [];
  // Text and what it draws sit on the element's own background; a focus ring around it, on its parent's.
  let painter = what === 'focus' ? element.parentElement : element;
  for (; painter; painter = painter.parentElement) {
    const style = getComputedStyle(painter);
    if (style.backgroundImage.includes('gradient')) {
      gradientStops = [...style.backgroundImage.matchAll(/rgba?\([^)]+\)/g)].map((m) => parse(m[0])!);
      break;
    }
    const colour = parse(style.backgroundColor);
    if (colour && colour[3] > 0) layers.push(colour);
    if (colour && colour[3] === 1) break;
  }
  if (!painter) layers.push([255, 255, 255, 1]); // the canvas

  const focused = element === document.body ? 'body' : element.outerHTML.slice(0, 160);
  const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
  const label = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''} "${name}"`;
  if (what !== 'focus') {
    const drawn = what === 'text' ? { property: 'color' } : what;
    const colour = parse(getComputedStyle(element, drawn.pseudo ?? null).getPropertyValue(drawn.property));
    return { element: label, colour, layers, gradientStops, indicator: 'none', unobscured: true, ringShown: 0 };
  }

  const styles = [null, '::after', '::before'].map((pseudo) => getComputedStyle(element, pseudo));
  const outlined = styles.find((style) => style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2);
  const ring = styles.find((style) => /\)\s+0px\s+0px\s+0px\s+([2-9]|\d\d)/.test(style.boxShadow));
  const colour = outlined ? parse(outlined.outlineColor) : ring ? parse(ring.boxShadow) : undefined;
  const indicator = outlined ? 'outline' : ring ? 'box-shadow' : 'none';

  const box = element.getBoundingClientRect();
  // The part of the element on screen, sampled along its middle lines (a pill's corners are not
  // part of it: a hit test there finds what is behind).
  const [shownLeft, shownTop] = [Math.max(box.left, 0), Math.max(box.top, 0)];
  const [shownRight, shownBottom] = [Math.min(box.right, innerWidth - 1), Math.min(box.bottom, innerHeight - 1)];
  const [middleX, middleY] = [(shownLeft + shownRight) / 2, (shownTop + shownBottom) / 2];
  const fractions = [0.1, 0.3, 0.5, 0.7, 0.9];
  const unobscured =
    shownRight > shownLeft &&
    shownBottom > shownTop &&
    [
      ...fractions.map((f) => [shownLeft + (shownRight - shownLeft) * f, middleY]),
      ...fractions.map((f) => [middleX, shownTop + (shownBottom - shownTop) * f]),
    ].some(([x, y]) => {
      const hit = document.elementFromPoint(x!, y!);
      return hit !== null && element.contains(hit);
    });

  // The ring's middle line, sampled all round: how much of what is on screen is not cut off by an
  // ancestor that clips its overflow (a rounded card, a scrolling strip of tabs).
  let ringShown = 0;
  const drawn = outlined ?? ring;
  if (drawn) {
    // A ring on an absolutely placed ::after (a card-wide link target) goes round the positioned card.
    const pseudoOnCard = drawn !== styles[0] && drawn.position === 'absolute';
    let card: Element = element;
    if (pseudoOnCard) {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).position !== 'static') {
          card = parent;
          break;
        }
      }
    }
    const around = card.getBoundingClientRect();
    const width = outlined ? parseFloat(drawn.outlineWidth) : 2;
    const grow = (outlined ? parseFloat(drawn.outlineOffset) : 0) + width / 2;
    const [left, top, right, bottom] = [
      around.left - grow,
      around.top - grow,
      around.right + grow,
      around.bottom + grow,
    ];
    const clips: DOMRect[] = [];
    for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const style = getComputedStyle(parent);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const r = parent.getBoundingClientRect();
      clips.push(
        new DOMRect(r.left + parent.clientLeft, r.top + parent.clientTop, parent.clientWidth, parent.clientHeight),
      );
    }
    const steps = 24;
    const points: [number, number][] = [];
    for (let i = 0; i <= steps; i++) {
      const x = left + ((right - left) * i) / steps;
      const y = top + ((bottom - top) * i) / steps;
      points.push([x, top], [x, bottom], [left, y], [right, y]);
    }
    const onScreen = points.filter(([x, y]) => x >= 0 && y >= 0 && x <= innerWidth && y <= innerHeight);
    const shown = onScreen.filter(([x, y]) =>
      clips.every((c) => x >= c.left - 0.5 && x <= c.right + 0.5 && y >= c.top - 0.5 && y <= c.bottom + 0.5),
    );
    ringShown = onScreen.length > 0 ? shown.length / onScreen.length : 0;
  }
  return { element: label, colour, layers, gradientStops, indicator, unobscured, ringShown, focused };
}

function luminance([r, g, b]: Rgba): number {
  const channel = (value: number) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG's contrast ratio of two opaque colours. */
export function contrastRatio(first: Rgba, second: Rgba): number {
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** A colour drawn over an opaque one. */
function over(top: Rgba, bottom: Rgba): Rgba {
  const alpha = top[3];
  const mix = (i: 0 | 1 | 2) => top[i] * alpha + bottom[i] * (1 - alpha);
  return [mix(0), mix(1), mix(2), 1];
}

/** The lowest contrast of `colour` against every colour that can be painted behind it. */
function lowestContrast({ colour, layers, gradientStops }: Measured): number {
  if (!colour) return 0;
  const white: Rgba = [255, 255, 255, 1];
  const stack = [...layers];
  const bottoms = gradientStops.length > 0 ? gradientStops.map((stop) => over(stop, white)) : [stack.pop() ?? white];
  return Math.min(
    ...bottoms.map((bottom) => {
      const behind = stack.reduceRight<Rgba>((below, layer) => over(layer, below), bottom);
      return contrastRatio(over(colour, behind), behind);
    }),
  );
}

/** The contrast of an element's text with what is painted behind it (the lowest, over a gradient). */
export async function textContrast(locator: Locator): Promise<number> {
  return lowestContrast(await locator.evaluate(measure, 'text' as const));
}

/**
 * The contrast of a colour an element draws to tell a state or a meaning (the bar under the
 * current page, a rating's stars) with what is painted behind it: WCAG 1.4.11 asks 3:1.
 */
export async function drawnContrast(locator: Locator, drawn: Drawn): Promise<number> {
  return lowestContrast(await locator.evaluate(measure, drawn));
}

export interface FocusIndicator {
  readonly element: string;
  /** The focused element's opening markup (its identity along a tab order), or 'body'. */
  readonly focused: string;
  readonly indicator: Measured['indicator'];
  /** The indicator's contrast with the colour around it (WCAG 1.4.11 asks 3:1). */
  readonly contrast: number;
  readonly unobscured: boolean;
  readonly ringShown: number;
}

/** How the focused element shows its focus; nothing focused (the body) reads as no indicator at all. */
export async function focusIndicator(page: Page): Promise<FocusIndicator> {
  // One round trip: the page waits for the scroll to settle, then measures.
  const measured = await page.locator('html').evaluate(measure, 'focus' as const);
  return {
    element: measured.element,
    focused: measured.focused ?? 'body',
    indicator: measured.indicator,
    contrast: lowestContrast(measured),
    unobscured: measured.unobscured,
    ringShown: measured.ringShown,
  };
}
