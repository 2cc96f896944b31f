import { isIPv4, isIPv6 } from 'node:net';
import Bowser from 'bowser';
import type { SessionDto } from '@atelier/core';

/** Longer User-Agents are cut: enough to recognise a browser, bounded in the database. */
export const USER_AGENT_MAX = 512;

const major = (version: string | undefined) => version?.split('.')[0];
const join = (...parts: (string | undefined)[]) => parts.filter(Boolean).join(' ') || null;
const DEVICE_TYPES = new Set(['desktop', 'mobile', 'tablet', 'tv']);

/** "Chrome 131", "Windows 10", "mobile": what a user needs to recognise a device, from its User-Agent. */
export const describeUserAgent = (userAgent: string): Pick<SessionDto, 'browser' | 'os' | 'device_type'> => {
  if (!userAgent) return { browser: null, os: null, device_type: null };
  const { browser, os, platform } = Bowser.parse(userAgent);
  // Windows is known by its marketing name; iOS and Android by their major version; macOS browsers
  // all claim 10.15.7 whatever the release, so its version would mislead.
  const osVersion = os.name === 'Windows' ? os.versionName : os.name === 'iOS' || os.name === 'Android' ? major(os.version) : undefined;
  return {
    browser: join(browser.name, major(browser.version)),
    os: join(os.name, osVersion),
    device_type: platform.type && DEVICE_TYPES.has(platform.type) ? (platform.type as SessionDto['device_type']) : null,
  };
};

const expandIPv6 = (ip: string): string[] => {
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  return [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
};

/**
 * The network of an address, not the address: IPv4 /24 ("203.0.113.*"), IPv6 /48 ("2001:db8:1::*").
 * Only this is stored, so the list helps recognise a place without keeping where a user was exactly.
 */
export const maskIp = (ip: string): string | null => {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)?.[1];
  const v4 = mapped ?? ip;
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.*`;
  if (isIPv6(ip) && !ip.includes('.')) {
    const groups = expandIPv6(ip.toLowerCase().split('%')[0]!).slice(0, 3).map((group) => group.replace(/^0+(?=.)/, ''));
    return `${groups.join(':')}::*`;
  }
  return null;
};
