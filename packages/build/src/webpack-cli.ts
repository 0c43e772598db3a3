// Runs webpack-cli inside tsx, so every app keeps its webpack config in TypeScript
// (docs/decisions/0004). Arguments pass through unchanged: `build`, `serve`, `--mode …`.
import 'webpack-cli/bin/cli.js';
