import { readFileSync } from 'node:fs';
import path from 'node:path';
import { jsonInScript } from '../src/app/json-in-script';
import { noncePlaceholder } from './nonced-document';

/**
 * A prerendered page is read before any script runs, so its scripts wait for its first paint: the
 * shell's entry and the remote files its parts need are asked for once the page has been painted
 * (and parsed), not as the head is read. Until then the connection carries what the first paint
 * needs, the HTML and the fonts, and nothing else; on a slow phone the scripts then have the
 * connection to themselves, the link never idle. Taps before the scripts run are kept and replayed
 * (the template's click capture, docs/decisions/0020). A page sent unrendered keeps its ordinary
 * `defer` script: it has nothing to paint before its script runs. docs/decisions/0026.
 */
export const startDataId = 'inklined-start';

export interface StartFiles {
  /** The entry scripts, in order. */
  readonly scripts: readonly string[];
  /** Files the page's parts need to start (each remote's entry and start-up chunks). */
  readonly preloads: readonly string[];
  /**
   * The files of each part embedded in the page, by its id: asked for with the others only if the
   * part's place is within `aheadScreens` screens of the view when the page starts, where the
   * shell runs the part at once (docs/decisions/0054); else when the visitor nears it.
   */
  readonly near?: {
    readonly aheadScreens: number;
    readonly parts: Readonly<Record<string, readonly string[]>>;
  };
}

/** The template's entry script tags, as html-webpack-plugin writes them (`defer`, with a src). */
const entryScript = /<script\b[^>]*\bdefer\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g;

/** The template without its entry script tags, and their sources. */
export function withoutEntryScripts(template: string): { readonly template: string; readonly scripts: string[] } {
  const scripts: string[] = [];
  const stripped = template.replace(entryScript, (_tag, src: string) => {
    scripts.push(src);
    return '';
  });
  return { template: stripped, scripts };
}

/** The script that starts them (after-paint-start.browser.js), read once, its comments left out. */
const startScript = readFileSync(path.join(__dirname, 'after-paint-start.browser.js'), 'utf8')
  .replace(/^\s*\/\/.*$/gm, '')
  .replace(/\n\s*/g, '\n')
  .trim();

/** The page's start: its files as data, and the script that starts them (with the page's nonce). */
export function afterPaintStart(files: StartFiles): string {
  return (
    `<script type="application/json" id="${startDataId}">${jsonInScript(files)}</script>` +
    `<script nonce="${noncePlaceholder}">${startScript}</script>`
  );
}
