import path from 'node:path';
import webpack from 'webpack';

/**
 * React Router ships a production build beside its development one (`dist/production`: the same
 * code with its developer warnings switched off), but its package exports only the development
 * build, so every bundler takes that one for visitors too (remix-run/react-router#14102, open).
 * Its warnings build their messages on every render of `<Routes>` whether they warn or not.
 * The browser's production builds take the production entries instead; each imports its own
 * chunks, so both entries must move together or the page would hold two routers.
 */
const reactRouterEntry = /([\\/]react-router[\\/]dist[\\/])development([\\/](?:index|dom-export)\.mjs)$/;

export function productionLibraries(): webpack.WebpackPluginInstance[] {
  return [
    new webpack.NormalModuleReplacementPlugin(
      reactRouterEntry,
      (resolved: { createData?: { resource?: string; context?: string } }) => {
        const data = resolved.createData;
        if (!data?.resource) return;
        data.resource = data.resource.replace(reactRouterEntry, '$1production$2');
        // Its chunks are resolved from here: the production entry's own, beside it.
        data.context = path.dirname(data.resource);
      },
    ),
  ];
}
