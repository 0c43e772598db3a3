import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * Writes the design system's preview (every component in every state) as one static page,
 * packages/design-system/dist/preview.html, rendered the way the site prerenders its pages. The
 * font files resolve to file: URLs, so the page needs no server.
 */
type Loader = (module: { exports: unknown }, filename: string) => void;
const extensions = (Module as unknown as { _extensions: Record<string, Loader> })._extensions;
extensions['.woff2'] = (module, filename) => {
  module.exports = { __esModule: true, default: pathToFileURL(filename).href };
};

async function main() {
  // After the hook: the provider imports the font files.
  const [{ renderToString }, { BrandProvider }, { DesignPreview }] = await Promise.all([
    import('react-dom/server'),
    import('../BrandProvider'),
    import('./DesignPreview'),
  ]);
  const cache = createCache({ key: 'css' });
  const server = createEmotionServer(cache);
  const body = renderToString(
    <CacheProvider value={cache}>
      <BrandProvider>
        <DesignPreview />
      </BrandProvider>
    </CacheProvider>,
  );
  const styles = server.constructStyleTagsFromChunks(server.extractCriticalToChunks(body));
  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Design system preview - Critically Inklined</title>
${styles}
</head>
<body>${body}</body>
</html>
`;
  const out = path.join(__dirname, '..', '..', 'dist', 'preview.html');
  mkdirSync(path.dirname(out), { recursive: true });
  // Whole or not at all: a browser (or a browser test, on another worker writing it again) that
  // opens the page while it is written would read it cut short, without its sections.
  const partial = `${out}.${process.pid}.partial`;
  writeFileSync(partial, html);
  renameSync(partial, out);
  console.info(`wrote ${path.relative(process.cwd(), out)}`);
}

void main();
