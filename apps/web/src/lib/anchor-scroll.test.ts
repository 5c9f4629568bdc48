// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { anchorScrollTop, scrollToAnchor, sectionIdFromHash } from './anchor-scroll.ts';

const IDS = ['about-us', 'press', 'contact-us'];

describe('sectionIdFromHash', () => {
  it('returns a known id from the hash', () => {
    expect(sectionIdFromHash('#press', IDS)).toBe('press');
    expect(sectionIdFromHash('contact-us', IDS)).toBe('contact-us');
  });

  it('ignores empty, unknown or malformed hashes', () => {
    expect(sectionIdFromHash('', IDS)).toBeNull();
    expect(sectionIdFromHash('#', IDS)).toBeNull();
    expect(sectionIdFromHash('#careers', IDS)).toBeNull();
    expect(sectionIdFromHash('#%E0%A4%A', IDS)).toBeNull();
  });
});

describe('anchor scrolling', () => {
  afterEach(() => vi.restoreAllMocks());

  it('computes element top + scrollY - 100', () => {
    expect(anchorScrollTop(500, 250)).toBe(650);
    expect(anchorScrollTop(40, 0)).toBe(0);
  });

  it('scrolls the window smoothly to the element with the offset', () => {
    const element = document.createElement('section');
    element.id = 'press';
    document.body.append(element);
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top: 300 } as DOMRect);
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(5000);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    expect(scrollToAnchor('press')).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 200, behavior: 'smooth' });
    expect(scrollToAnchor('missing')).toBe(false);
    element.remove();
  });

  it('sends the scroll again when the element moved on the way, not when the reader scrolled', () => {
    vi.useFakeTimers();
    // The scroll's end: the event, and the fallback wait for where it does not come.
    const settle = () => {
      window.dispatchEvent(new Event('scrollend'));
      vi.advanceTimersByTime(1500);
    };
    const element = document.createElement('h2');
    element.id = 'saved';
    document.body.append(element);
    let scrollY = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => scrollY);
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(10_000);
    // The element starts 3,000 px down; laying out what the scroll passes moves it 400 px further.
    let elementY = 3000;
    vi.spyOn(element, 'getBoundingClientRect').mockImplementation(
      () => ({ top: elementY - scrollY }) as DOMRect,
    );
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation((options) => {
      scrollY = (options as ScrollToOptions).top ?? scrollY;
      elementY = 3400;
    });
    scrollToAnchor('saved');
    settle();
    expect(scrollTo.mock.calls.map(([options]) => (options as ScrollToOptions).top)).toEqual([
      2900, 3300,
    ]);
    settle();
    expect(scrollTo).toHaveBeenCalledTimes(2);

    // A scroll that ends short (a slow device, the page growing under it) is sent on again.
    scrollTo.mockClear();
    scrollY = 0;
    elementY = 3000;
    scrollTo.mockImplementation((options) => {
      const top = (options as ScrollToOptions).top ?? scrollY;
      scrollY = Math.min(top, scrollY + 1500);
    });
    scrollToAnchor('saved');
    settle();
    settle();
    expect(scrollTo.mock.calls.map(([options]) => (options as ScrollToOptions).top)).toEqual([
      2900, 2900,
    ]);
    expect(scrollY).toBe(2900);

    // A reader who scrolls on their own before the scroll ended is left where they are.
    scrollTo.mockClear();
    scrollY = 0;
    elementY = 3000;
    scrollTo.mockImplementation(() => {
      scrollY = 1234;
      elementY = 3400;
    });
    scrollToAnchor('saved');
    window.dispatchEvent(new Event('wheel'));
    settle();
    settle();
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollY).toBe(1234);

    // Their later input, after the scroll has settled, is not mistaken for anything.
    const removed = vi.spyOn(window, 'removeEventListener');
    scrollTo.mockClear();
    scrollTo.mockImplementation((options) => {
      scrollY = (options as ScrollToOptions).top ?? scrollY;
    });
    scrollY = 0;
    elementY = 3000;
    scrollToAnchor('saved');
    settle();
    expect(removed).toHaveBeenCalledWith('wheel', expect.any(Function), { capture: true });
    element.remove();
    vi.useRealTimers();
  });

  it('does not scroll where the page cannot go further, so it waits for no scroll to end', () => {
    const element = document.createElement('h2');
    element.id = 'bottom';
    document.body.append(element);
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(1000 - window.innerHeight);
    vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockReturnValue(1000);
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue({ top: 600 } as DOMRect);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    const listen = vi.spyOn(window, 'addEventListener');
    expect(scrollToAnchor('bottom')).toBe(true);
    expect(scrollTo).not.toHaveBeenCalled();
    expect(listen).not.toHaveBeenCalledWith('scrollend', expect.anything(), expect.anything());
    element.remove();
  });
});
