import { loadAttemptsGlobal } from '@inklined/contracts/load-attempts';
import webpack, { type Compiler } from 'webpack';

/**
 * A failed chunk must be fetched anew on Retry, not taken from what the failure left behind: the
 * browser reuses a failed `<link rel=preload>` for the script of the same URL, and a request that
 * is still in flight for a URL is joined rather than repeated. So after a failure each chunk URL
 * of the app gets `?attempt=N`, a URL the browser has never seen. Without failures URLs stay as
 * built, so caching is unchanged.
 */
class RetryChunkUrlsRuntimeModule extends webpack.RuntimeModule {
  constructor(private readonly app: string) {
    // After the chunk file name function is defined, so it wraps it.
    super('inklined retry chunk urls', webpack.RuntimeModule.STAGE_ATTACH);
  }

  override generate(): string {
    const filename = webpack.RuntimeGlobals.getChunkScriptFilename;
    const app = JSON.stringify(this.app);
    return [
      `var chunkFilename = ${filename};`,
      `${filename} = function (chunkId) {`,
      `  var attempts = (typeof globalThis === 'object' && globalThis.${loadAttemptsGlobal}) || {};`,
      `  var attempt = attempts[${app}];`,
      `  return chunkFilename(chunkId) + (attempt ? '?attempt=' + attempt : '');`,
      '};',
    ].join('\n');
  }
}

export class RetryChunkUrlsPlugin {
  constructor(private readonly app: string) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('RetryChunkUrlsPlugin', (compilation) => {
      compilation.hooks.runtimeRequirementInTree
        .for(webpack.RuntimeGlobals.getChunkScriptFilename)
        .tap('RetryChunkUrlsPlugin', (chunk) => {
          compilation.addRuntimeModule(chunk, new RetryChunkUrlsRuntimeModule(this.app));
        });
    });
  }
}
