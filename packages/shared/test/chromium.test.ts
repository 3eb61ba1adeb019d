import { describe, expect, test } from 'vitest';
import { CHROMIUM_ARGS, KNOWN_CHROMIUM_PATHS, resolveChromiumPath } from '../src/chromium/index.ts';

const existing = (...paths: string[]) => (path: string) => paths.includes(path);

describe('which Chromium is started', () => {
  test('CHROMIUM_PATH comes first, even when a Debian Chromium exists', () => {
    expect(resolveChromiumPath({ CHROMIUM_PATH: '/opt/chrome/chrome' }, existing('/opt/chrome/chrome', '/usr/bin/chromium'))).toBe('/opt/chrome/chrome');
  });

  test('without CHROMIUM_PATH (or with an empty one), the known Debian paths in order: the headless shell first', () => {
    expect(KNOWN_CHROMIUM_PATHS).toEqual(['/usr/bin/chromium-headless-shell', '/usr/bin/chromium', '/usr/bin/chromium-browser']);
    expect(resolveChromiumPath({}, existing('/usr/bin/chromium', '/usr/bin/chromium-headless-shell'))).toBe('/usr/bin/chromium-headless-shell');
    expect(resolveChromiumPath({}, existing('/usr/bin/chromium', '/usr/bin/chromium-browser'))).toBe('/usr/bin/chromium');
    expect(resolveChromiumPath({ CHROMIUM_PATH: '' }, existing('/usr/bin/chromium-browser'))).toBe('/usr/bin/chromium-browser');
    expect(resolveChromiumPath({ CHROMIUM_PATH: '  ' }, existing('/usr/bin/chromium'))).toBe('/usr/bin/chromium');
  });

  test('a CHROMIUM_PATH that does not exist is an error naming it, not a silent fallback', () => {
    expect(() => resolveChromiumPath({ CHROMIUM_PATH: '/nowhere/chromium' }, existing('/usr/bin/chromium'))).toThrow(/CHROMIUM_PATH is \/nowhere\/chromium, which does not exist/);
  });

  test('no Chromium at all says how to get one', () => {
    expect(() => resolveChromiumPath({}, existing())).toThrow(/apt-get install chromium.*CHROMIUM_PATH/);
  });

  test('one set of flags: headless, no background networking', () => {
    expect(CHROMIUM_ARGS).toContain('--headless');
    expect(CHROMIUM_ARGS).toContain('--disable-background-networking');
  });
});
