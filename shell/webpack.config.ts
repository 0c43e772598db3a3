import { createWebpackConfig } from '@inklined/build/webpack-config';
import { remoteNames } from '@inklined/contracts/remote-modules';
import { apiOrigin, ports, remoteOrigin, remotesConfigFromEnv } from '../scripts/site-config';
import { federation } from './module-federation.config';

export default createWebpackConfig({
  dir: __dirname,
  ...federation,
  title: 'Critically Inklined',
  publicPath: '/',
  devServer: {
    port: ports.shell,
    // `npm run dev` mirrors the production server: remotes under /mf/<name>/, the API under /api.
    proxy: [
      ...remoteNames.map((name) => ({
        context: [`/mf/${name}`],
        target: remoteOrigin(name),
        pathRewrite: { [`^/mf/${name}`]: '' },
      })),
      { context: ['/api'], target: apiOrigin() },
    ],
    setupMiddlewares: (middlewares, devServer) => {
      devServer.app?.get('/remotes.json', (_request, response) => {
        response.json(remotesConfigFromEnv());
      });
      return middlewares;
    },
  },
});
