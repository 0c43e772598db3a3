import { beforeEach, describe, expect, test } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { createTestLoader, deferred } from './test-loader';
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
