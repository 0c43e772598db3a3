import { createWebpackConfig } from '@inklined/build/webpack-config';
import { siteConfig } from '@inklined/site-config/site-config';
import { federation } from './module-federation.config';

export default createWebpackConfig({
  dir: __dirname,
  ...federation,
  title: 'Critically Inklined: careers pages (preview)',
  publicPath: 'auto',
  // Its collection's fields for the editor at /admin, written as editor/<name>.json.
  editorCollections: ['./src/content/role-editor.collection.ts'],
  devServer: {
    port: siteConfig().ports.careers,
    // The preview's role pages are at /careers/{roleId}, where the page asks for its scripts (and,
    // through publicPath 'auto', their chunks) under /careers/: the files are served from the root.
    historyApiFallback: {
      rewrites: [{ from: /^\/careers\/(.+\.[a-z0-9]+)$/, to: ({ match }) => `/${match[1]}` }],
    },
  },
});
