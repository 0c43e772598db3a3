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

  test("a tap on a part's HTML that was put in again before the code ran reaches the control in its place", () => {
    const html = '<section><p>Questions</p><button>First</button><button>Second</button></section>';
    document.body.innerHTML = `<div data-remote-part="marketing/FaqPage">${html}</div>`;
    const tapped = document.querySelectorAll('button')[1]!;
    // The boundary shows its fallback (the same HTML, new elements), tapped again, then the code renders the part.
    document.body.innerHTML = `<div data-remote-part="marketing/FaqPage">${html}</div>`;
    window.__inklinedClicks = [tapped, document.querySelectorAll('button')[1]!];
    document.body.innerHTML = `<div data-remote-part="marketing/FaqPage">${html}</div>`;
    const [first, second] = [...document.querySelectorAll('button')];
    const clicked: string[] = [];
    for (const button of [first!, second!]) button.addEventListener('click', () => clicked.push(button.textContent!));

    replayClicksWithin(document.querySelector('[data-remote-part="marketing/FaqPage"]'));
    expect(clicked).toEqual(['Second']);
    expect(window.__inklinedClicks).toEqual([]);
  });

  test('a tap whose place now holds another control is dropped, not sent to that control', () => {
    document.body.innerHTML = '<div data-remote-part="marketing/FaqPage"><button>Open</button></div>';
    window.__inklinedClicks = [document.querySelector('button')!];
    document.body.innerHTML = '<div data-remote-part="marketing/FaqPage"><button>Close</button></div>';
    const click = jest.fn();
    document.querySelector('button')!.addEventListener('click', click);
    replayClicksWithin(document.querySelector('[data-remote-part]'));
    expect(click).not.toHaveBeenCalled();
    expect(window.__inklinedClicks).toEqual([]);
  });
});
