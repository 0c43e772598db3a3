import { createWebpackConfig } from '@inklined/build/webpack-config';
import { siteConfig } from '@inklined/site-config/site-config';
import { federation } from './module-federation.config';

export default createWebpackConfig({
  dir: __dirname,
  ...federation,
  title: 'Critically Inklined: marketing pages (preview)',
  publicPath: 'auto',
  // Its collection's fields for the editor at /admin, written as editor/<name>.json.
  editorCollections: ['./src/content/post-editor.collection.ts'],
  devServer: { port: siteConfig().ports.marketing },
});
