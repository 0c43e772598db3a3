import { CacheProvider } from '@emotion/react';
import { BrandProvider } from '@inklined/design-system/BrandProvider';
import { StylesFromServerContext } from '@inklined/design-system/StaticGlobal';
import { startTransition, StrictMode, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { nextTask } from './in-tasks';
import { keepInPageJumpsFromRouter } from './app/in-page-jumps';
import { PublicOriginContext, publicOriginOfPage } from './app/public-origin';
import { isRemoteUnavailable } from './remotes/remote-load-error';
import { captureServerParts } from './remotes/server-parts';
import { RemoteLoaderContext, type RemoteLoader } from './remotes/remote-loader';
import { browserStyleCache } from './server-styles';
import { reportVitals } from './vitals/report-vitals';

/**
 * Renders the site into #root with `loader` giving the remotes' modules: the federation runtime
 * in the federated build, the bundled modules in the standalone build (shell/standalone).
 */
export function startSite(loader: RemoteLoader): void {
  const styles = browserStyleCache(styleNonce());
  const site = (
    <StrictMode>
      <CacheProvider value={styles.cache}>
        <StylesFromServerContext value={styles.fromServer}>
          <BrowserRouter>
            <BrandProvider>
              <RemoteLoaderContext value={loader}>
                <PublicOriginContext value={publicOriginOfPage()}>
                  <App />
                </PublicOriginContext>
              </RemoteLoaderContext>
            </BrandProvider>
          </BrowserRouter>
        </StylesFromServerContext>
      </CacheProvider>
    </StrictMode>
  );

  // Before the router listens to the history: a jump within the page is not a navigation.
  keepInPageJumpsFromRouter();
  const container = document.getElementById('root');
  // In a task of its own, after the one that evaluated the site's modules: two shorter tasks
  // instead of one, each a time a visitor's tap can be answered between (issue 38: at a slow
  // phone's CPU the one task was the longest after the first paint, in both builds).
  void nextTask().then(() => {
    if (container?.firstElementChild) hydrate(container, site);
    else if (container) createRoot(container).render(site);
  });
  reportVitals();
}

/**
 * The page's Content-Security-Policy nonce, which the style tags emotion adds must carry. The
 * server put it on the script tag that runs this; a browser hides the attribute once the page is
 * parsed but keeps the element's `nonce` property.
 */
function styleNonce(): string | undefined {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce || undefined;
}

function hydrate(container: HTMLElement, site: ReactNode): void {
  // Before React touches it: a part whose code then fails keeps showing this HTML.
  captureServerParts(container);
  // The shell's server sent the page already rendered (shell/src/ssr/render-page.tsx). A remote
  // part suspends until its module arrives and keeps the server's markup meanwhile. A remote that
  // could not be loaded, here or when the server rendered, makes React render its part in the
  // browser, where the slot loads it or shows its fallback; any other recoverable error is a
  // mismatch, a bug to see in the console. Hydrating in a transition lets React yield between
  // slices of work (as Next.js does), so start-up is many short tasks instead of one long one
  // that blocks a visitor's first tap (issue 12: Total Blocking Time).
  startTransition(() => {
    hydrateRoot(container, site, {
      onRecoverableError: (error) => {
        if (isRemoteUnavailable(error)) return;
        console.error('Hydration mismatch:', error);
      },
    });
  });
}
