/** The page the router shows: its path and query, as the router last rendered it. */
let shown: string | undefined;

const pageOf = (location: Pick<Location, 'pathname' | 'search'>) => location.pathname + location.search;

/** The router rendered a page (SiteLayout tells, on each one): history events are judged by it. */
export function routerShows(location: Pick<Location, 'pathname' | 'search'>): void {
  shown = pageOf(location);
}

/**
 * A jump within the page ("Apply now" to `#apply`, Back to before it) changes only the address's
 * fragment: the browser scrolls and moves the focus, and the router has nothing to render (nothing
 * on the site reads the fragment from it). Told of it, the router renders in a transition, which
 * React renders at once inside a `popstate` event (so Back restores its scroll); and an update
 * reaching a part that has not hydrated yet, as one waiting for the screen (decision 0054), makes
 * React draw that part afresh, losing what the visitor typed into it. So a `popstate` that keeps the
 * page shown goes no further than this listener, registered before the router's.
 */
export function keepInPageJumpsFromRouter(): () => void {
  const onPopState = (event: PopStateEvent) => {
    if (shown !== undefined && pageOf(window.location) === shown) event.stopImmediatePropagation();
  };
  window.addEventListener('popstate', onPopState, true);
  return () => window.removeEventListener('popstate', onPopState, true);
}
