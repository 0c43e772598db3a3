import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { afterPaintStart, startDataId, withoutEntryScripts, type StartFiles } from './after-paint-start';
import { noncePlaceholder } from './nonced-document';

const template =
  '<html><head><script nonce="N">(function(){window.__inklinedClicks=[]})()</script>' +
  '<script nonce="N" defer="defer" src="/main.js"></script></head><body><div id="root"></div></body></html>';

describe('the template', () => {
  test('loses its entry script tags, and says what they were; its inline scripts stay', () => {
    const { template: stripped, scripts } = withoutEntryScripts(template);
    expect(scripts).toEqual(['/main.js']);
    expect(stripped).not.toContain('src="/main.js"');
    expect(stripped).toContain('window.__inklinedClicks');
  });
});

test("the page's start files are data no string in them can close", () => {
  const html = afterPaintStart({ scripts: ['/main.js'], preloads: ['/mf/x/</script><script>alert(1)</script>.js'] });
  expect(html).toContain(`<script type="application/json" id="${startDataId}">`);
  expect(html).not.toContain('</script><script>alert(1)');
  expect(html).toContain(`<script nonce="${noncePlaceholder}">`);
});

/** A page as the server sends it, its start script run as the browser runs it. */
function runStart(nonce = 'abc', near?: StartFiles['near']) {
  const html = afterPaintStart({
    scripts: ['/main.js'],
    preloads: ['/mf/marketing/remoteEntry.js', '/mf/marketing/1.js'],
    ...(near && { near }),
  });
  const [, data, script] = /^(<script type="application\/json"[^>]*>.*?<\/script>)<script[^>]*>(.*)<\/script>$/s.exec(
    html,
  )!;
  document.head.innerHTML = data!;
  const element = document.createElement('script');
  element.nonce = nonce;
  document.head.appendChild(element);
  Object.defineProperty(document, 'currentScript', { value: element, configurable: true });
  new Function(script!)();
}

const started = () => ({
  scripts: [...document.head.querySelectorAll('script[src]')].map((script) => (script as HTMLScriptElement).src),
  preloads: [...document.head.querySelectorAll('link[rel="preload"]')].map((link) => link.getAttribute('href')),
});

describe('in the page', () => {
  let reportPaint: (() => void) | undefined;
  beforeEach(() => {
    jest.useFakeTimers();
    reportPaint = undefined;
    class FakePerformanceObserver {
      static readonly supportedEntryTypes = ['paint'];
      constructor(private readonly callback: (list: { getEntriesByName: (name: string) => unknown[] }) => void) {}
      observe() {
        reportPaint = () =>
          this.callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
      }
      disconnect() {
        reportPaint = undefined;
      }
    }
    Object.assign(globalThis, { PerformanceObserver: FakePerformanceObserver });
  });
  afterEach(() => {
    jest.useRealTimers();
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
  });

  test('asks for nothing before the first paint, then for the entry (with the nonce) and the parts’ files', () => {
    runStart('n0nce');
    expect(started()).toEqual({ scripts: [], preloads: [] });
    reportPaint!();
    expect(started()).toEqual({
      scripts: ['http://localhost/main.js'],
      preloads: ['/mf/marketing/remoteEntry.js', '/mf/marketing/1.js'],
    });
    const entry = document.head.querySelector<HTMLScriptElement>('script[src]')!;
    expect(entry.nonce).toBe('n0nce');
    expect(entry.async).toBe(false);
    expect(entry.getAttribute('fetchpriority')).toBe('high');
  });

  // jsdom's view is 768 px tall; the contact form's place starts 1,400 px down, the application
  // form's 2,100 px down.
  const placesAt = () => {
    const place = (id: string, top: number) => {
      const element = document.body.appendChild(document.createElement('div'));
      element.dataset.embed = id;
      element.getBoundingClientRect = () => ({ top, bottom: top + 900 }) as DOMRect;
    };
    place('forms/ContactForm', 1_400);
    place('forms/JobApplicationForm', 2_100);
  };
  const parts = {
    'forms/ContactForm': ['/mf/forms/remoteEntry.js', '/mf/forms/contact.js'],
    'forms/JobApplicationForm': ['/mf/forms/remoteEntry.js', '/mf/forms/application.js'],
    'forms/NewsletterForm': ['/mf/forms/newsletter.js'],
  };

  // Within one screen of the view: the contact form; the application form's files wait for the
  // visitor. How near counts comes with the start data, as the shell runs the parts.
  test.each([
    [1, []],
    [2, ['/mf/forms/application.js']],
  ])(
    "an embedded part's files come with the others only if its place is within %i screen(s) of the view",
    (aheadScreens, alsoNear) => {
      placesAt();
      runStart('abc', { aheadScreens, parts });
      reportPaint!();
      expect(started().preloads).toEqual([
        '/mf/marketing/remoteEntry.js',
        '/mf/marketing/1.js',
        '/mf/forms/remoteEntry.js',
        '/mf/forms/contact.js',
        ...alsoNear,
      ]);
      document.body.innerHTML = '';
    },
  );

  test('starts once: a second report of the paint, or the fallback after it, adds nothing', () => {
    runStart();
    reportPaint?.();
    jest.advanceTimersByTime(5_000);
    expect(started().scripts).toHaveLength(1);
    expect(started().preloads).toHaveLength(2);
  });

  test('starts anyway a second after the document was parsed when no paint is reported', () => {
    runStart();
    jest.advanceTimersByTime(999);
    expect(started().scripts).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(started().scripts).toEqual(['http://localhost/main.js']);
  });

  test('a page opened in the background (nothing painted until shown) starts at once', () => {
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    runStart();
    expect(started().scripts).toEqual(['http://localhost/main.js']);
  });

  test('a browser without paint timing starts at once', () => {
    delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
    runStart();
    expect(started().scripts).toEqual(['http://localhost/main.js']);
  });
});
