import { describe, expect, it } from 'vitest';
import { describeUserAgent, maskIp } from './session-devices.js';

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      { browser: 'Chrome 131', os: 'Windows 10', device_type: 'desktop' },
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Mobile/15E148 Safari/604.1',
      { browser: 'Safari 17', os: 'iOS 17', device_type: 'mobile' },
    ],
    // Every macOS browser says 10.15.7: no version rather than a wrong one.
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15',
      { browser: 'Safari 17', os: 'macOS', device_type: 'desktop' },
    ],
    ['curl/8.5.0', { browser: null, os: null, device_type: null }],
    ['', { browser: null, os: null, device_type: null }],
  ])('%s', (userAgent, expected) => {
    expect(describeUserAgent(userAgent)).toEqual(expected);
  });
});

describe('maskIp keeps the network, never the address', () => {
  it.each([
    ['203.0.113.7', '203.0.113.*'],
    ['::ffff:10.1.2.3', '10.1.2.*'],
    ['2001:db8:0001:0:0:0:0:1', '2001:db8:1::*'],
    ['2001:db8::1', '2001:db8:0::*'],
    ['fe80::1%eth0', 'fe80:0:0::*'],
    ['not an address', null],
  ])('%s → %s', (ip, expected) => {
    expect(maskIp(ip)).toBe(expected);
  });
});
