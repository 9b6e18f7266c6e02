import { describe, expect, it } from 'vitest';
import { detectLayout } from './layout';

const AGENTS = {
  iPhone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  iPad: 'Mozilla/5.0 (iPad; CPU OS 16_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/16.6 Mobile/15E148 Safari/604.1',
  iPod: 'Mozilla/5.0 (iPod touch; CPU iPhone OS 15_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  windows:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  mac: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0',
};

describe('detectLayout (SPEC §9)', () => {
  it.each(['iPhone', 'iPad', 'iPod', 'android'] as const)('%s gets the mobile layout', (name) => {
    expect(detectLayout(AGENTS[name])).toBe('mobile');
  });

  it.each(['windows', 'mac', 'linux'] as const)('%s gets the desktop layout', (name) => {
    expect(detectLayout(AGENTS[name])).toBe('desktop');
  });

  it('is desktop for an empty or unknown agent, and ignores case', () => {
    expect(detectLayout('')).toBe('desktop');
    expect(detectLayout('curl/8.0')).toBe('desktop');
    expect(detectLayout('something ANDROID something')).toBe('mobile');
  });

  it("reads the browser's agent by default", () => {
    expect(detectLayout()).toBe(detectLayout(navigator.userAgent));
  });
});
