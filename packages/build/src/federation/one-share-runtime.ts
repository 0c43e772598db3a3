import type { Compiler, RuntimeModule } from 'webpack';

/** webpack's own sharing runtime module (webpack 5.111 has no public export of it). */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const WebpackShareRuntimeModule = require('webpack/lib/sharing/ShareRuntimeModule') as typeof RuntimeModule;

/**
 * webpack adds its own sharing runtime (`__webpack_require__.I` and `.S`, with code that registers
 * every shared library) to each chunk that shares modules, and @module-federation/enhanced adds
 * its own after it, which sets `I` and `S` again, for the federation runtime, before anything can
 * call them. So webpack's was dead code in every entry file, the shell's main.js and each
 * remoteEntry.js. This plugin has webpack's module generate nothing (docs/decisions/0026).
 */
export class OneShareRuntimePlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('OneShareRuntimePlugin', (compilation) => {
      compilation.hooks.runtimeModule.tap('OneShareRuntimePlugin', (module) => {
        // Both modules are named "sharing": the class tells webpack's from the federation's.
        if (module instanceof WebpackShareRuntimeModule) module.generate = () => null;
      });
    });
  }
}
