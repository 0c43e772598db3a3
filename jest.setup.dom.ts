import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/dom';
import { TextDecoder, TextEncoder } from 'node:util';

/**
 * The projects with a DOM (jsdom) only: Testing Library and its matchers take some 0.1 s to load
 * in each test file, which the Node projects' servers and scripts never use.
 */

// jsdom lacks TextEncoder, which react-router uses when it loads.
Object.assign(globalThis, { TextEncoder, TextDecoder });

// Testing Library gives up on `findBy…`/`waitFor` after 1 s, a limit for speed: in npm test a jsdom
// suite runs niced beside the builds and browsers, up to 30 times slower than alone. The bound is
// for a hang, as jest's own testTimeout is; the awaited event ends the wait.
configure({ asyncUtilTimeout: 60_000 });
