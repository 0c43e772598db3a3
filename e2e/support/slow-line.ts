import type { CDPSession, Page } from '@playwright/test';

/** Each page's DevTools session: the line's conditions belong to the session that set them. */
const sessions = new WeakMap<Page, CDPSession>();

/**
 * The line's upload rate, in bytes a second (DevTools' network conditions), or none. Always
 * through the page's one session: a second session's "no limit" would leave the first one's
 * limit in force, and a retry would crawl at the slow line's rate.
 */
export async function throttleUpload(page: Page, bytesPerSecond: number | undefined): Promise<void> {
  let session = sessions.get(page);
  if (!session) {
    session = await page.context().newCDPSession(page);
    sessions.set(page, session);
    await session.send('Network.enable');
  }
  await session.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond ?? -1,
  });
}
