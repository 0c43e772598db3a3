import { beforeEach, describe, expect, test } from '@jest/globals';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { PartsUnavailableNotice } from './PartsUnavailableNotice';
import { captureServerParts, leftServerPage, resetServerPage } from './server-parts';
import { createTestLoader, deferred } from '../test-support/test-loader';
import { RemoteSlot } from './RemoteSlot';
import { Embed } from './EmbeddedPart';

function Page({ roleId }: { roleId: string }) {
  return <h1>Role {roleId}</h1>;
}

function Listing() {
  return <h1>Open positions</h1>;
}

const noLink = () => null;
const noHead = () => null;
const { load, Providers } = createTestLoader();

describe('RemoteSlot', () => {
  beforeEach(() => {
    load.mockReset();
  });

  test('shows a loading state, then the remote component with its props', async () => {
    const page = deferred<unknown>();
    load.mockReturnValue(page.promise);
    await act(async () => {
      render(
        <RemoteSlot id="careers/CareerDetailPage" props={{ Link: noLink, Embed, Head: noHead, roleId: 'editor' }} />,
        {
          wrapper: Providers,
        },
      );
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    await act(async () => page.resolve(Page));
    expect(screen.getByRole('heading', { name: 'Role editor' })).toBeVisible();
    expect(load).toHaveBeenCalledWith('careers/CareerDetailPage');
  });

  test('shows the fallback when loading fails, and Retry loads again', async () => {
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Listing);
    const caught: unknown[] = [];
    await act(async () => {
      render(<RemoteSlot id="careers/CareersPage" props={{ Link: noLink, Embed, Head: noHead }} />, {
        wrapper: Providers,
        onCaughtError: (error) => caught.push(error),
      });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This section could not be loaded');
    expect(caught).toEqual([new Error('offline')]);

    // The retried load suspends, so the click goes through an awaited act (user-event cannot nest in one).
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(screen.getByRole('heading', { name: 'Open positions' })).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('a part that arrived prerendered', () => {
  beforeEach(() => {
    load.mockReset();
    leftServerPage();
  });

  test('keeps the server HTML when its code cannot be loaded, says so, and a Retry makes it live', async () => {
    // What the server sent: the part's markup, kept before React runs.
    const server = document.createElement('div');
    server.innerHTML =
      '<div data-remote-part="careers/CareersPage"><h1>Open positions</h1><a href="/careers/editor">Editor</a></div>';
    resetServerPage();
    captureServerParts(server);
    load.mockRejectedValueOnce(new Error('connection reset')).mockResolvedValue(Listing);
    await act(async () => {
      render(
        <>
          <RemoteSlot id="careers/CareersPage" props={{ Link: noLink, Embed, Head: noHead }} />
          <PartsUnavailableNotice />
        </>,
        { wrapper: Providers },
      );
    });
    expect(screen.getByRole('heading', { name: 'Open positions' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Editor' })).toHaveAttribute('href', '/careers/editor');
    expect(screen.queryByRole('alert')).toBeNull();
    const notice = screen.getByRole('status');
    expect(notice).toHaveTextContent('Some interactive parts of this page are not available yet.');

    await act(async () => fireEvent.click(within(notice).getByRole('button', { name: 'Retry' })));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Open positions' }).closest('[data-remote-part]')).toHaveAttribute(
      'data-live',
    );
  });

  test('once the visitor has moved to another page in the browser, a failing part shows the fallback', async () => {
    const server = document.createElement('div');
    server.innerHTML = '<div data-remote-part="careers/CareersPage"><h1>Open positions</h1></div>';
    resetServerPage();
    captureServerParts(server);
    leftServerPage();
    load.mockRejectedValue(new Error('offline'));
    await act(async () => {
      render(<RemoteSlot id="careers/CareersPage" props={{ Link: noLink, Embed, Head: noHead }} />, {
        wrapper: Providers,
        onCaughtError: () => undefined,
      });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This section could not be loaded');
  });

  test('going back online retries a failed part without a press', async () => {
    load.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Listing);
    await act(async () => {
      render(<RemoteSlot id="careers/CareersPage" props={{ Link: noLink, Embed, Head: noHead }} />, {
        wrapper: Providers,
        onCaughtError: () => undefined,
      });
    });
    expect(screen.getByRole('alert')).toBeVisible();
    await act(async () => window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('heading', { name: 'Open positions' })).toBeVisible();
  });
});
