import { useEffect, useState } from 'react';
import { Banner } from './Banner';
import { Button } from './Button';

/** An entry's text as a page gets it (@inklined/content's defineTexts): at hand, or to load. */
export interface TextSource<T> {
  readonly now?: T;
  load(): Promise<T>;
}

export interface EntryTextLabels {
  /** Said while the text loads (a page reached by a link in the site). */
  readonly loading: string;
  /** Said when it could not be loaded. */
  readonly failed: string;
  readonly retry: string;
}

interface Shown<T> {
  readonly source: TextSource<T> | undefined;
  readonly text: T | undefined;
  readonly failed: boolean;
}

export interface EntryText<T> {
  /** The text, once it is here. */
  readonly text: T | undefined;
  readonly failed: boolean;
  readonly retry: () => void;
}

function first<T>(source: TextSource<T> | undefined, fromPage: () => T | undefined): Shown<T> {
  const text = source?.now ?? (source && typeof document !== 'undefined' ? fromPage() : undefined);
  return { source, text, failed: false };
}

/**
 * A post's or a role's text, which no page carries in its scripts but its own: at hand on the
 * server; from the page itself as the browser hydrates what the server wrote (`fromPage` reads it
 * back, so hydration finds the same); else loaded, and tried again by `retry` or on coming back
 * online. Another source (another entry in the same page) starts afresh.
 */
export function useEntryText<T>(source: TextSource<T> | undefined, fromPage: () => T | undefined): EntryText<T> {
  const [shown, setShown] = useState(() => first(source, fromPage));
  const current = shown.source === source ? shown : first(source, fromPage);
  if (current !== shown) setShown(current);
  const waiting = source !== undefined && current.text === undefined && !current.failed;

  useEffect(() => {
    if (!waiting) return;
    let wanted = true;
    source.load().then(
      (text) => wanted && setShown({ source, text, failed: false }),
      () => wanted && setShown({ source, text: undefined, failed: true }),
    );
    return () => {
      wanted = false;
    };
  }, [source, waiting]);

  const retry = () => setShown({ source, text: undefined, failed: false });
  useEffect(() => {
    if (!current.failed) return;
    const again = () => setShown({ source, text: undefined, failed: false });
    window.addEventListener('online', again);
    return () => window.removeEventListener('online', again);
  }, [source, current.failed]);

  return { text: current.text, failed: current.failed, retry };
}

/** What stands where the text will be: a status while it loads, and Retry if it could not. */
export function EntryTextStatus({
  entry,
  labels,
}: {
  readonly entry: EntryText<unknown>;
  readonly labels: EntryTextLabels;
}) {
  return (
    <div role="status">
      {entry.failed ? (
        <Banner tone="danger" title={labels.failed}>
          <div>
            <Button variant="secondary" onClick={entry.retry}>
              {labels.retry}
            </Button>
          </div>
        </Banner>
      ) : (
        <p>{labels.loading}</p>
      )}
    </div>
  );
}
