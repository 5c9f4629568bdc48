import { describe, expect, it } from 'vitest';
import { COMMUNITY_COUNT, COUNT_UP_MS, countUpValue } from './count-up.ts';

describe('countUpValue', () => {
  it('starts at zero and ends exactly at 1247 after 1500 ms', () => {
    expect(COMMUNITY_COUNT).toBe(1247);
    expect(COUNT_UP_MS).toBe(1500);
    expect(countUpValue(0)).toBe(0);
    expect(countUpValue(1500)).toBe(1247);
    expect(countUpValue(5000)).toBe(1247);
  });

  it('rises steadily and never passes the target', () => {
    let last = 0;
    for (let t = 30; t < 1500; t += 30) {
      const value = countUpValue(t);
      expect(value).toBeGreaterThanOrEqual(last);
      expect(value).toBeLessThan(1247);
      last = value;
    }
    expect(countUpValue(750)).toBe(623);
  });
});
