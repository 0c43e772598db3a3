import webpack, { type WebpackPluginInstance } from 'webpack';

/**
 * V8's explicit compile hint for a whole file (Chrome 136 and later): every function in it is
 * compiled as the file streams in, on a background thread, instead of on the page's main thread
 * the first time each is called. Other engines read a comment.
 */
const allFunctionsCalledOnLoad = '//# allFunctionsCalledOnLoad';

/**
 * The hint on the shell's entry, `main.js`: React, React DOM, the router, emotion and the
 * federation runtime, nearly all of it run as the page starts and hydrates, so compiling it ahead
 * takes that work off the main thread of a slow phone (docs/decisions/0060). Not on the chunks
 * loaded later, most of whose code a visitor may never run.
 */
export function compileEntryAtLoad(): WebpackPluginInstance {
  return new webpack.BannerPlugin({
    banner: allFunctionsCalledOnLoad,
    raw: true,
    entryOnly: true,
    include: /^main\.js$/,
    // After the minifier, which drops comments, and before the source map is written, so that it
    // counts the line added.
    stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1,
  });
}
