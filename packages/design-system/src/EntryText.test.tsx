import { describe, expect, test } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrandProvider } from './BrandProvider';
import { EntryTextStatus, useEntryText, type TextSource } from './EntryText';

const labels = { loading: 'Loading the post…', failed: 'The rest of this post could not be loaded.', retry: 'Retry' };

function Text({
  source,
  fromPage = () => undefined,
}: {
  source: TextSource<string>;
  fromPage?: () => string | undefined;
}) {
  const entry = useEntryText(source, fromPage);
  return entry.text === undefined ? <EntryTextStatus entry={entry} labels={labels} /> : <p>{entry.text}</p>;
}

/** A text to load whose answer the test gives. */
function pending() {
  const calls: { resolve: (text: string) => void; reject: (error: Error) => void }[] = [];
  const source: TextSource<string> = {
    load: () => new Promise<string>((resolve, reject) => calls.push({ resolve, reject })),
  };
  return { source, calls };
}

describe("an entry's text", () => {
  test('at hand, it is shown at once and nothing is loaded', () => {
    render(<Text source={{ now: 'At hand.', load: () => Promise.reject(new Error('not asked')) }} />, {
      wrapper: BrandProvider,
    });
    expect(screen.getByText('At hand.')).toBeInTheDocument();
  });

  test('on a page the server wrote, it is read from the page', () => {
    const { source, calls } = pending();
    render(<Text source={source} fromPage={() => 'From the page.'} />, { wrapper: BrandProvider });
    expect(screen.getByText('From the page.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  test('else it loads, saying so; a failure says so with Retry, which loads it again', async () => {
    const { source, calls } = pending();
    render(<Text source={source} />, { wrapper: BrandProvider });
    expect(screen.getByRole('status')).toHaveTextContent('Loading the post…');
    await act(async () => calls[0]!.reject(new Error('offline')));
    expect(screen.getByRole('status')).toHaveTextContent('The rest of this post could not be loaded.');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(calls).toHaveLength(2);
    await act(async () => calls[1]!.resolve('Loaded.'));
    expect(screen.getByText('Loaded.')).toBeInTheDocument();
  });

  test('coming back online loads it again by itself', async () => {
    const { source, calls } = pending();
    render(<Text source={source} />, { wrapper: BrandProvider });
    await act(async () => calls[0]!.reject(new Error('offline')));
    await act(async () => window.dispatchEvent(new Event('online')));
    await act(async () => calls[1]!.resolve('Back online.'));
    expect(screen.getByText('Back online.')).toBeInTheDocument();
  });

  test('another entry in the same place is its own text', async () => {
    const first = pending();
    const second = pending();
    const { rerender } = render(<Text source={first.source} />, { wrapper: BrandProvider });
    rerender(<Text source={second.source} />);
    // The first answering late changes nothing.
    await act(async () => first.calls[0]!.resolve('First.'));
    expect(screen.queryByText('First.')).not.toBeInTheDocument();
    await act(async () => second.calls[0]!.resolve('Second.'));
    expect(screen.getByText('Second.')).toBeInTheDocument();
  });
});
