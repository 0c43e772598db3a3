import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { markFrameLive, replayClicksWithin, replayFrameClicks } from './click-replay';

afterEach(() => {
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('data-live');
  delete window.__inklinedClicks;
});

describe('replayClicksWithin', () => {
  test("replays each kept control of that part once, in order, and leaves other parts' clicks kept", () => {
    document.body.innerHTML =
      '<div data-remote-part="marketing/FaqPage"><button id="a">A</button><button id="b">B</button>' +
      '<div data-remote-part="forms/NewsletterForm"><button id="c">C</button></div></div><button id="frame">F</button>';
    const [a, b, c, frame] = ['a', 'b', 'c', 'frame'].map((id) => document.getElementById(id)!);
    const clicked: string[] = [];
    for (const button of [a, b, c, frame]) button!.addEventListener('click', () => clicked.push(button!.id));
    window.__inklinedClicks = [b!, c!, a!, frame!];

    replayClicksWithin(document.querySelector('[data-remote-part="marketing/FaqPage"]'));
    expect(clicked).toEqual(['b', 'a']);
    expect(window.__inklinedClicks).toEqual([c, frame]);

    markFrameLive();
    replayFrameClicks();
    expect(clicked).toEqual(['b', 'a', 'frame']);
    expect(document.documentElement).toHaveAttribute('data-live');
    expect(window.__inklinedClicks).toEqual([c]);
  });

  test('a control that left the page is dropped, not clicked', () => {
    document.body.innerHTML = '<div data-remote-part="careers/CareersPage"></div>';
    const gone = document.createElement('button');
    const click = jest.fn();
    gone.addEventListener('click', click);
    window.__inklinedClicks = [gone];
    replayClicksWithin(null);
    expect(click).not.toHaveBeenCalled();
    expect(window.__inklinedClicks).toEqual([]);
  });
});
