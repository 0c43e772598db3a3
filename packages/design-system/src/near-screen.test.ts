import { afterEach, beforeEach, describe, expect, jest, test } from '@jest/globals';
import { whenNearScreen } from './near-screen';
import { installScreenWatch, ScreenWatch } from './test-support/screen-watch';

describe('whenNearScreen', () => {
  let region: HTMLElement;
  let element: HTMLElement;
  const wanted = jest.fn();
  let uninstall: () => void;
  beforeEach(() => {
    wanted.mockReset();
    uninstall = installScreenWatch();
    region = document.createElement('section');
    element = region.appendChild(document.createElement('div'));
    element.appendChild(document.createElement('input'));
    document.body.appendChild(region);
  });
  afterEach(() => {
    uninstall();
    region.remove();
  });

  test('waits while the element is far, then calls once as it comes within the margin', () => {
    whenNearScreen(element, wanted, { ahead: '100% 0px' });
    expect(ScreenWatch.last?.options?.rootMargin).toBe('100% 0px');
    ScreenWatch.last!.sees(element, false);
    expect(wanted).not.toHaveBeenCalled();
    ScreenWatch.last!.sees(element, true);
    element.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(wanted).toHaveBeenCalledTimes(1);
    expect(ScreenWatch.last!.watched.size).toBe(0);
  });

  test.each(['pointerenter', 'pointerdown', 'focusin'])('a %s in its region calls at once', (type) => {
    whenNearScreen(element, wanted, { ahead: '25% 0px', region });
    region.dispatchEvent(new Event(type));
    expect(wanted).toHaveBeenCalledTimes(1);
  });

  test('stopped, it calls no more', () => {
    const stop = whenNearScreen(element, wanted, { ahead: '25% 0px' });
    stop();
    element.querySelector('input')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(wanted).not.toHaveBeenCalled();
    expect(ScreenWatch.last!.watched.size).toBe(0);
  });

  test('calls at once where the browser cannot tell where the element is', () => {
    uninstall();
    whenNearScreen(element, wanted, { ahead: '25% 0px' });
    expect(wanted).toHaveBeenCalledTimes(1);
  });
});
