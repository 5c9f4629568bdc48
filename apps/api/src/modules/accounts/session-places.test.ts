import { describe, expect, it } from 'vitest';
import { deviceLabel, UNKNOWN_DEVICE } from './device-label.ts';
import { networkLabel } from './network-label.ts';

describe('deviceLabel', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
      'Firefox on Windows',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome on Android',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
      'Safari on iPhone',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge on macOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
      'Samsung Internet on Android',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'Chrome on Linux',
    ],
    ['curl/8.5.0', UNKNOWN_DEVICE],
    [null, UNKNOWN_DEVICE],
  ])('names %s', (agent, label) => {
    expect(deviceLabel(agent)).toBe(label);
  });
});

describe('networkLabel', () => {
  it.each([
    ['203.0.113.57', '203.0.113.x'],
    ['::ffff:198.51.100.7', '198.51.100.x'],
    ['2001:db8:85a3::8a2e:370:7334', '2001:db8:85a3::/48'],
    ['2001:0db8:0000:0000::1', '2001:db8:0::/48'],
    ['::1', '0:0:0::/48'],
    ['not an address', null],
    [undefined, null],
  ])('keeps only the network of %s', (address, label) => {
    expect(networkLabel(address)).toBe(label);
  });
});
