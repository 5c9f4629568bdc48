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
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
    expect(scrollToAnchor('press')).toBe(true);
    expect(scrollTo).toHaveBeenCalledWith({ top: 200, behavior: 'smooth' });
    expect(scrollToAnchor('missing')).toBe(false);
    element.remove();
  });
});
