// The standalone build's server bundle: the shell's renderer, and the modules it renders with.
export { renderPage, resolvePath } from '../src/ssr/render-page';
export { loadBundledModule } from './bundled-modules';
