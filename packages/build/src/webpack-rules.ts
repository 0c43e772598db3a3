import type { RuleSetRule } from 'webpack';

/**
 * TypeScript and JSX through swc, with emotion's JSX runtime so the css prop works everywhere;
 * with `refresh`, each component is registered with React Refresh (Fast Refresh in `npm run dev`).
 * `jsxDev` (the development JSX runtime, with source positions) only where the shell provides it:
 * a remote in development behind the shell's production build must ask for the runtime that
 * build shares (`jsx-runtime`), or it would load a second emotion, with a theme of its own.
 */
export function typescriptRule({
  production,
  refresh = false,
  jsxDev = !production,
}: {
  production: boolean;
  refresh?: boolean;
  jsxDev?: boolean;
}): RuleSetRule {
  return {
    test: /\.tsx?$/,
    exclude: [/node_modules/, collectionModule],
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          target: 'es2020',
          transform: {
            react: { runtime: 'automatic', importSource: '@emotion/react', development: jsxDev, refresh },
          },
        },
      },
    },
  };
}

/** A content collection's module (`posts.collection.ts`): built into its entries, as data. */
const collectionModule = /\.collection\.ts$/;

/**
 * Content collections (@inklined/content): the module runs in the build, which reads, checks and
 * renders its folder's Markdown; the bundle gets the entries alone.
 */
export function collectionRule(): RuleSetRule {
  return { test: collectionModule, use: { loader: require.resolve('@inklined/content/webpack-loader') } };
}

/**
 * Fonts and images are files with a content hash in their name (cached for a year). The server
 * bundle names the same URLs without writing the files again: the browser build has them.
 */
export function assetRule(emit: boolean): RuleSetRule {
  return {
    test: /\.(woff2|svg|png|jpe?g|webp|avif)$/,
    type: 'asset/resource',
    generator: { filename: 'assets/[name].[contenthash:8][ext]', emit },
  };
}
