/**
 * Libraries the browser must load once: React (hooks break with two copies), emotion (the
 * theme context), zustand and the modal store (it must be one instance). The router is absent:
 * it lives in the shell alone (docs/decisions/0002); so is @inklined/brand, which holds no
 * state, so each app bundles what it uses of it instead of paying for shared chunks
 * (docs/decisions/0015). The builds share them (packages/build) and the shell's server gives the
 * remotes' server bundles the same ones (packages/server-kit/src/server-bundles.ts).
 */
export const singletonPackages = ['react', 'react-dom', 'zustand', '@emotion/react', '@inklined/modal-store'] as const;
