import './production-mode';
import { createRequire } from 'node:module';
import path from 'node:path';
import { siteConfig } from '@inklined/site-config/site-config';
import type * as StandaloneRenderer from '../standalone/render-page';
import { createSiteServer, listen } from './site-server';

/**
 * The standalone build's server (docs/decisions/0015): the same pages, prerendered and hydrated,
 * with every remote module bundled in; /api/ still goes to the email service.
 */
function main(): void {
  const config = siteConfig();
  const dist = path.join(__dirname, '..', 'dist-standalone');
  const renderer = createRequire(__filename)(path.join(dist, 'ssr', 'render-page.js')) as typeof StandaloneRenderer;
  listen(createSiteServer({ config, dist, loadRemoteModule: renderer.loadBundledModule }), config, 'standalone');
}

try {
  main();
} catch (error) {
  console.error(`standalone: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
