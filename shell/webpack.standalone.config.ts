import { createWebpackConfig } from '@inklined/build/webpack-config';
import { siteConfig } from '@inklined/site-config/site-config';

/**
 * `npm run build:standalone`: the whole site as one ordinary webpack build, no federation, the
 * remotes' exposed modules bundled from their sources (shell/standalone). The yardstick of what
 * federation costs, and a fallback deployment (docs/decisions/0015).
 */
export default createWebpackConfig({
  dir: __dirname,
  name: 'inklined',
  title: 'Critically Inklined',
  publicPath: '/',
  devServer: { port: siteConfig().ports.shell },
  standalone: { entry: './standalone/index.ts', serverEntry: './standalone/render-page.ts', outDir: 'dist-standalone' },
});
