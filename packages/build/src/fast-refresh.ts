import { createRequire } from 'node:module';
import path from 'node:path';
import ReactRefreshPlugin from '@pmmmwh/react-refresh-webpack-plugin';
import webpack, { type Configuration } from 'webpack';

const require = createRequire(__filename);
const sharedRuntime = path.join(__dirname, 'refresh', 'shared-refresh-runtime.cjs');
const runtimeImplementation = path.join(
  path.dirname(require.resolve('react-refresh/package.json')),
  'cjs',
  'react-refresh-runtime.development.js',
);

/**
 * One React Refresh runtime for the whole page, across the federation boundary: every request for
 * 'react-refresh/runtime' (the plugin's loader asks by absolute path, its utilities by name) is
 * the shared runtime (refresh/shared-refresh-runtime.cjs).
 */
function sharedRefreshRuntime(appName: string): NonNullable<Configuration['plugins']> {
  return [
    new webpack.NormalModuleReplacementPlugin(
      /^react-refresh(\/runtime)?$|[\\/]react-refresh[\\/]runtime\.js$/,
      sharedRuntime,
    ),
    new webpack.DefinePlugin({ __INKLINED_REFRESH_APP__: JSON.stringify(appName) }),
  ];
}

const runtimeAlias = { 'inklined-react-refresh-runtime-impl': runtimeImplementation };

/**
 * Fast Refresh in `npm run dev`: an edited component is swapped in place and keeps its state (an
 * open modal keeps what was typed in it). An edit React cannot swap (a module that exports more
 * than components, a changed hook order) is applied by a reload, and webpack's HMR client says
 * why in the console ("[HMR] ... is not accepted", "[React Refresh] ... full reload"). Build
 * errors and runtime errors are shown by webpack-dev-server's overlay (client.overlay), of the
 * app whose build failed.
 */
export function fastRefresh(appName: string): Pick<Configuration, 'plugins' | 'resolve'> {
  return {
    plugins: [
      new ReactRefreshPlugin({
        overlay: false,
        // Not the shared runtime itself, nor anything in node_modules.
        exclude: [/node_modules/, /[\\/]packages[\\/]build[\\/]src[\\/]refresh[\\/]/],
      }),
      ...sharedRefreshRuntime(appName),
    ],
    resolve: { alias: runtimeAlias },
  };
}

/**
 * The shell's production build made ready for one remote in development (`npm run dev -- --only`):
 * React's development build (the only one that can swap components), and the Fast Refresh runtime
 * in the page before React DOM loads, so that the remote's edits are refreshed in a page that is
 * otherwise the site as built.
 */
export function refreshHost(appName: string): Pick<Configuration, 'plugins' | 'resolve'> & { entry: string } {
  return {
    entry: require.resolve('@pmmmwh/react-refresh-webpack-plugin/client/ReactRefreshEntry'),
    plugins: sharedRefreshRuntime(appName),
    resolve: { alias: runtimeAlias },
  };
}
