import { replyPromise, workingHours } from '@inklined/brand/site-facts';
import { missingPaths, sitePaths } from '@inklined/site-tools/site-pages';
import { expect, test } from '../fixtures';

/**
 * Issue 36: the pages say one thing of when the team works and how soon it answers, the words of
 * packages/brand/src/site-facts.ts. A page that states other hours, other days, a reply within
 * another time or support around the clock fails here, whichever remote's content it is in.
 */

/** What a visitor reads of a page as the server sends it: its text and its description. */
function readableText(html: string): string {
  const descriptions = [...html.matchAll(/<meta name="description" content="([^"]*)"/g)].map((match) => match[1]);
  const body = html
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;|&apos;/g, "'");
  return [...descriptions, body].join('\n').replace(/[ \t]+/g, ' ');
}

const day = '(?:Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)';
const time = '\\d{1,2}(?::\\d{2})?\\s*(?:AM|PM|am|pm)?';
const statements = {
  /** "Monday to Saturday", "Monday-Friday". */
  days: new RegExp(`${day}\\s*(?:to|-|–)\\s*${day}`, 'g'),
  /** "10:00 AM to 7:00 PM IST", "10:00 to 19:00 IST". */
  hours: new RegExp(`${time}\\s*(?:to|-|–)\\s*${time}\\s*IST`, 'g'),
  /** "within 24 hours", "within 2 hours, Monday to Saturday". */
  replies: new RegExp(`within \\d+ (?:hours|days)(?:, ${day} to ${day})?`, 'g'),
  /** Support that the hours above contradict. */
  roundTheClock: /24\/7|around the clock|round the clock|24 hours a day/gi,
};

test('every page states the same working days and hours, and one reply promise', async ({ request }) => {
  const found = { days: new Set<string>(), hours: new Set<string>(), replies: new Set<string>() };
  const roundTheClock: string[] = [];
  for (const path of [...sitePaths, missingPaths[0]]) {
    const text = readableText(await (await request.get(path)).text());
    for (const [kind, pattern] of Object.entries(statements) as Array<[keyof typeof statements, RegExp]>) {
      for (const [match] of text.matchAll(pattern)) {
        if (kind === 'roundTheClock') roundTheClock.push(`${path}: "${match}"`);
        else found[kind].add(match);
      }
    }
  }
  expect(roundTheClock, 'support around the clock beside the working hours').toEqual([]);
  expect([...found.days]).toEqual([workingHours.days]);
  expect([...found.hours]).toEqual([workingHours.time]);
  expect([...found.replies]).toEqual([replyPromise]);
});
