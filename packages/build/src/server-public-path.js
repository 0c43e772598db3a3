// The first module of each remote's server bundle (server-config.ts): its assets' URLs are the
// browser's, under the folder the shell's server says the remote's files are served from.
// eslint-disable-next-line no-undef, @typescript-eslint/no-require-imports -- webpack's free variable, and a CommonJS external
__webpack_public_path__ = require('@inklined/remote-public-path');
