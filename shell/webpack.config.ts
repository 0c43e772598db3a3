import { createWebpackConfig } from '@inklined/build/webpack-config';
import { remoteNames } from '@inklined/contracts/remote-modules';
import { siteConfig } from '@inklined/site-config/site-config';
import { federation } from './module-federation.config';
import { editorHeaders, editorPageHtml, editorPath } from './server/editor/editor-page';
import { devEditor } from './server/editor/site-editor';

const config = siteConfig();

export default createWebpackConfig({
  dir: __dirname,
  ...federation,
  title: 'Critically Inklined',
  publicPath: '/',
  editorFiles: true,
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
      // The editor as the shell's server serves it (shell/server/editor/), on the remotes' dev servers.
      const editor = config.editor && devEditor(config, config.editor);
      if (editor) {
        // Patterns, not paths: express matches /admin and /admin/ alike by a path.
        devServer.app?.get(/^\/admin$/, (_request, response) => response.redirect(308, editorPath));
        devServer.app?.get(/^\/admin\/$/, (_request, response) => {
          response
            .set({ ...editorHeaders, 'Content-Security-Policy': editor.policy })
            .type('html')
            .send(editorPageHtml);
        });
        devServer.app?.get(`${editorPath}config.yml`, (_request, response, next) => {
          editor.config().then((body) => {
            if (body === undefined) response.status(503).type('text').send('The remotes have not built yet.');
            else
              response
                .set(editorHeaders)
                .type('text/yaml')
                .send(JSON.stringify(body, null, 2));
          }, next);
        });
      }
      return middlewares;
    },
  },
});
