import { createWebpackConfig } from '@inklined/build/webpack-config';
import { remoteNames } from '@inklined/contracts/remote-modules';
import { siteConfig } from '@inklined/site-config/site-config';
import { federation } from './module-federation.config';

const config = siteConfig();

export default createWebpackConfig({
  dir: __dirname,
  ...federation,
  title: 'Critically Inklined',
  publicPath: '/',
  devServer: {
    port: config.ports.shell,
    // `npm run dev` mirrors the production server: remotes under /mf/<name>/, the API under /api.
    proxy: [
      ...remoteNames.map((name) => ({
        context: [`/mf/${name}`],
        target: config.remoteOrigins[name],
        pathRewrite: { [`^/mf/${name}`]: '' },
      })),
      { context: ['/api'], target: config.apiOrigin },
    ],
    setupMiddlewares: (middlewares, devServer) => {
      devServer.app?.get('/remotes.json', (_request, response) => {
        response.json(config.remotes);
      });
      return middlewares;
    },
  },
});
