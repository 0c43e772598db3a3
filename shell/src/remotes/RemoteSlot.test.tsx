import { beforeEach, describe, expect, jest, test } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { BrandProvider } from '@inklined/brand/BrandProvider';
import type { RemoteModuleId } from '@inklined/contracts/remote-modules';
import { useState, type ReactNode } from 'react';
import { RemoteLoaderContext, type RemoteLoader } from './remote-loader';
import { RemoteSlot } from './RemoteSlot';

// The federation runtime needs a webpack host; here the slot's own logic is under test: loading
// state, fallback and Retry. e2e/tests/remote-failures.spec.ts covers the real runtime.
const mockLoadRemoteModule = jest.fn<(id: RemoteModuleId) => Promise<unknown>>();

function Providers({ children }: { readonly children: ReactNode }) {
  // A loader per rendered tree, so no load is cached from one test to the next.
  const [loader] = useState(() => ((id: RemoteModuleId) => mockLoadRemoteModule(id)) as RemoteLoader);
  return (
    <RemoteLoaderContext value={loader}>
      <BrandProvider>{children}</BrandProvider>
    </RemoteLoaderContext>
  );
}

function Page({ roleId }: { roleId: string }) {
  return <h1>Role {roleId}</h1>;
}

function Listing() {
  return <h1>Open positions</h1>;
}

const noLink = () => null;

describe('RemoteSlot', () => {
  beforeEach(() => {
    mockLoadRemoteModule.mockReset();
  });

  test('shows a loading state, then the remote component with its props', async () => {
    let finishLoading: (component: unknown) => void = () => undefined;
    mockLoadRemoteModule.mockReturnValue(new Promise((resolve) => (finishLoading = resolve)));
    await act(async () => {
      render(<RemoteSlot id="careers/CareerDetailPage" props={{ Link: noLink, roleId: 'editor' }} />, {
        wrapper: Providers,
      });
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');

    await act(async () => finishLoading(Page));
    expect(screen.getByRole('heading', { name: 'Role editor' })).toBeVisible();
    expect(mockLoadRemoteModule).toHaveBeenCalledWith('careers/CareerDetailPage');
  });

  test('shows the fallback when loading fails, and Retry loads again', async () => {
    mockLoadRemoteModule.mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Listing);
    const caught: unknown[] = [];
    await act(async () => {
      render(<RemoteSlot id="careers/CareersPage" props={{ Link: noLink }} />, {
        wrapper: Providers,
        onCaughtError: (error) => caught.push(error),
      });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('This section could not be loaded');
    expect(caught).toEqual([new Error('offline')]);

    // The retried load suspends, so the click goes through an awaited act (user-event cannot nest in one).
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(screen.getByRole('heading', { name: 'Open positions' })).toBeVisible();
    expect(mockLoadRemoteModule).toHaveBeenCalledTimes(2);
  });
});
