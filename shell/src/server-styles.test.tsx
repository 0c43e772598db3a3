import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { serializeStyles } from '@emotion/serialize';
import { afterEach, expect, test } from '@jest/globals';
import { StaticGlobal, StylesFromServerContext } from '@inklined/design-system/StaticGlobal';
import { render } from '@testing-library/react';
import { browserStyleCache, serverStyleTags, serverStylesAttribute } from './server-styles';

const calm = { color: 'rgb(0, 0, 128)' };
const base = { body: { margin: 0 } };

function Page({ style }: { readonly style: typeof calm }) {
  return (
    <>
      <StaticGlobal styles={base} />
      <p css={style}>Text</p>
    </>
  );
}

/** The page as the shell's server sends it (render-page.tsx): its style elements in the head. */
function serve(): HTMLElement {
  const { name } = serializeStyles([calm]);
  document.head.innerHTML = serverStyleTags(
    {
      styles: [
        { key: 'css-global', ids: ['1x2y3z'], css: 'body{margin:0;}' },
        { key: 'css', ids: [name], css: `.css-${name}{color:rgb(0, 0, 128);}` },
      ],
    },
    'n0nce',
  );
  document.body.innerHTML = `<div id="root"><p class="css-${name}">Text</p></div>`;
  return document.getElementById('root')!;
}

function site(cache: ReturnType<typeof browserStyleCache>, style: typeof calm) {
  return (
    <CacheProvider value={cache.cache}>
      <StylesFromServerContext value={cache.fromServer}>
        <Page style={style} />
      </StylesFromServerContext>
    </CacheProvider>
  );
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

test("loading emotion and hydrating leave the server's style elements where they are; only new rules are added", () => {
  const root = serve();
  const served = [...document.head.querySelectorAll('style')];
  const watcher = new MutationObserver(() => undefined);
  watcher.observe(document.head, { childList: true });

  // What @emotion/react does as it loads: its default cache takes the server's elements it knows.
  createCache({ key: 'css' });
  const styles = browserStyleCache(undefined);
  expect(styles.fromServer).toBe(true);
  const { rerender } = render(site(styles, calm), { container: root, hydrate: true });
  // Hydrated: not one style element moved, removed or added, and the server's rule applies.
  expect(watcher.takeRecords()).toEqual([]);
  expect([...document.head.querySelectorAll('style')]).toEqual(served);
  expect(served.map((node) => [node.getAttribute(serverStylesAttribute), node.nonce])).toEqual([
    ['css-global 1x2y3z', 'n0nce'],
    [expect.stringMatching(/^css \w+$/), 'n0nce'],
  ]);
  expect(root.querySelector('p')).toHaveStyle({ color: 'rgb(0, 0, 128)' });

  // A rule the server did not send is added, in an element of its own after the server's.
  rerender(site(styles, { color: 'rgb(220, 20, 60)' }));
  const added = watcher.takeRecords().flatMap((record) => [...record.addedNodes]);
  expect(added).toHaveLength(1);
  expect(document.head.lastElementChild).toBe(added[0]);
  expect(root.querySelector('p')).toHaveStyle({ color: 'rgb(220, 20, 60)' });
});

test('a page the server did not render gets its global styles from the browser', () => {
  const styles = browserStyleCache(undefined);
  expect(styles.fromServer).toBe(false);
  render(site(styles, calm));
  const global = document.head.querySelector<HTMLStyleElement>('style[data-emotion="css-global"]');
  const rules = [...(global?.sheet?.cssRules ?? [])].map((rule) => rule.cssText).join(' ');
  expect(rules + (global?.textContent ?? '')).toMatch(/body\s*\{\s*margin: ?0/);
  expect(document.querySelector('p')).toHaveStyle({ color: 'rgb(0, 0, 128)' });
});
