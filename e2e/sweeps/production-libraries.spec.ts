import { readFileSync } from 'node:fs';
import { builtFileOf } from '@inklined/site-tools/built-files';
import { expect, hydrated, test } from '../fixtures';
import { e2eStandalonePortBase } from '../site';

/** The packages' files a script was built from, as its source map names them. */
function librariesIn(file: string): string[] {
  const { sources } = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as { sources: string[] };
  return sources.filter((source) => source.includes('node_modules/'));
}

const builds = [
  { build: 'federated', origin: undefined },
  { build: 'standalone', origin: `http://127.0.0.1:${e2eStandalonePortBase}` },
] as const;

// React Router exports only its development build (docs/decisions/0055); the builds take its
// production one, as they take React's.
for (const { build, origin } of builds) {
  test(`${build}: every library in the scripts of a role page is its production build`, async ({ page }) => {
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url());
    });
    await page.goto(`${origin ?? ''}/careers/medical-writing-specialist`);
    await hydrated(page.getByRole('heading', { level: 1, name: 'Medical Writing Specialist' }));
    await page.waitForLoadState('networkidle');
    const libraries = scripts.flatMap((url) => librariesIn(builtFileOf(url, build)));
    expect(libraries.filter((source) => source.includes('/react-router/')).length).toBeGreaterThan(0);
    expect(libraries.filter((source) => /[/.]development[/.]/.test(source))).toEqual([]);
  });
}
