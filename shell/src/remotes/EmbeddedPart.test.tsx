import { afterEach, beforeEach, describe, expect, test } from '@jest/globals';
import type { CareerDetailPageProps, JobApplicationFormProps } from '@inklined/contracts/remote-modules';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { installScreenWatch, ScreenWatch } from '@inklined/design-system/test-support/screen-watch';
import { Embed } from './EmbeddedPart';
import { RemoteSlot } from './RemoteSlot';
import { createTestLoader, deferred } from '../test-support/test-loader';

/** A remote page that embeds another remote's part, as careers' role page embeds the form. */
function RolePage({ Embed: EmbedPart, roleId }: CareerDetailPageProps) {
  return (
    <article>
      <h1>Role {roleId}</h1>
      <EmbedPart id="forms/JobApplicationForm" props={{ roleTitle: `Title of ${roleId}` }} />
    </article>
  );
}

function ApplicationForm({ roleTitle }: JobApplicationFormProps) {
  return <form aria-label={`Apply for ${roleTitle}`} />;
}

const noLink = () => null;
const noHead = () => null;
const { load, Providers } = createTestLoader();

async function renderRolePage() {
  await act(async () => {
    render(
      <RemoteSlot id="careers/CareerDetailPage" props={{ Link: noLink, Embed, Head: noHead, roleId: 'editor' }} />,
      {
        wrapper: Providers,
        onCaughtError: () => undefined,
      },
    );
  });
}

const place = () => document.querySelector<HTMLElement>('[data-embed="forms/JobApplicationForm"]')!;

describe('Embed: a part of another remote inside a loaded page', () => {
  beforeEach(() => {
    load.mockReset();
  });

  test('the page shows at once; the part keeps its place with a placeholder, then arrives with its props', async () => {
    const form = deferred<unknown>();
    load.mockImplementation((id) => (id === 'careers/CareerDetailPage' ? Promise.resolve(RolePage) : form.promise));
    await renderRolePage();

    expect(screen.getByRole('heading', { level: 1, name: 'Role editor' })).toBeVisible();
    expect(within(place()).getByRole('status')).toHaveTextContent('Loading…');
    expect(load).toHaveBeenCalledWith('forms/JobApplicationForm');

    await act(async () => form.resolve(ApplicationForm));
    expect(within(place()).getByRole('form', { name: 'Apply for Title of editor' })).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  test('a part that fails shows its own fallback while the page stays, and Retry brings the part', async () => {
    load.mockImplementation((id) =>
      id === 'careers/CareerDetailPage' ? Promise.resolve(RolePage) : Promise.reject(new Error('forms is down')),
    );
    await renderRolePage();

    const fallback = within(place()).getByRole('alert');
    expect(fallback).toHaveTextContent('This section could not be loaded');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1, name: 'Role editor' })).toBeVisible();

    load.mockImplementation((id) => Promise.resolve(id === 'careers/CareerDetailPage' ? RolePage : ApplicationForm));
    await act(async () => fireEvent.click(within(fallback).getByRole('button', { name: 'Retry' })));
    expect(within(place()).getByRole('form', { name: 'Apply for Title of editor' })).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    // Only the part was loaded again, not the page around it.
    expect(load.mock.calls.filter(([id]) => id === 'careers/CareerDetailPage')).toHaveLength(1);
  });
});

describe('Embed: a part runs as its place nears the screen', () => {
  let uninstall: () => void;
  beforeEach(() => {
    load.mockReset();
    uninstall = installScreenWatch();
  });
  afterEach(() => uninstall());

  const formAsked = () => load.mock.calls.some(([id]) => id === 'forms/JobApplicationForm');

  test('its code is asked for only once its place comes within a screen of the view', async () => {
    load.mockImplementation((id) => Promise.resolve(id === 'careers/CareerDetailPage' ? RolePage : ApplicationForm));
    await renderRolePage();

    expect(screen.getByRole('heading', { level: 1, name: 'Role editor' })).toBeVisible();
    expect(formAsked()).toBe(false);
    expect(place()).toHaveAttribute('data-waits-for-screen');
    expect(ScreenWatch.all[0]?.options?.rootMargin).toBe('100% 0px');

    await act(async () => ScreenWatch.all[0]!.sees(place()));
    expect(formAsked()).toBe(true);
    expect(within(place()).getByRole('form', { name: 'Apply for Title of editor' })).toBeVisible();
    expect(place()).not.toHaveAttribute('data-waits-for-screen');
    expect(ScreenWatch.all[0]!.watched.size).toBe(0);
  });

  test.each(['pointerDown', 'focusIn'] as const)('%s inside the place asks for it at once', async (event) => {
    load.mockImplementation((id) => Promise.resolve(id === 'careers/CareerDetailPage' ? RolePage : ApplicationForm));
    await renderRolePage();
    expect(formAsked()).toBe(false);

    await act(async () => fireEvent[event](within(place()).getByRole('status')));
    expect(formAsked()).toBe(true);
    expect(within(place()).getByRole('form', { name: 'Apply for Title of editor' })).toBeVisible();
  });
});
