import { afterEach, describe, expect, it, vi } from 'vitest';
import { FakeSocket, stubWebSockets } from '@/test/sockets';

/**
 * The boot entry opens the live socket and asks for the market list the moment it runs (in a
 * build, index.html runs it as its own async script before React and the shell have arrived).
 */
afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
  window.history.replaceState(null, '', '/');
});

async function boot(path: string) {
  window.history.replaceState(null, '', path);
  const sockets = stubWebSockets(FakeSocket);
  const fetch = vi.fn(async () => new Response('{"code":200,"msg":"ok","result":[]}'));
  vi.stubGlobal('fetch', fetch);
  vi.resetModules();
  await import('./boot');
  const { livePrices } = await import('./lib/live-price-feed');
  const prefetch = await import('./lib/boot-prefetch');
  return { sockets, fetch, livePrices, prefetch };
}

describe('boot entry', () => {
  it('on the home page: opens /websocket/message and starts the market list request', async () => {
    const { sockets, fetch, livePrices, prefetch } = await boot('/');
    expect(sockets.map((s) => s.url)).toEqual([`ws://${window.location.host}/websocket/message`]);
    expect(livePrices.getSnapshot().status).toBe('connecting');
    expect(fetch).toHaveBeenCalledWith(prefetch.MARKET_LIST_PATH, expect.anything());
    expect(prefetch.takePrefetched(prefetch.MARKET_LIST_PATH)).toBeDefined();
    livePrices.stop();
  });

  it('elsewhere: opens the socket only', async () => {
    const { sockets, fetch, livePrices } = await boot('/profile');
    expect(sockets).toHaveLength(1);
    expect(fetch).not.toHaveBeenCalled();
    livePrices.stop();
  });

  it('is what main.tsx imports before React and the app', async () => {
    // main.tsx cannot run in a test (top-level render); its imports are its contract.
    const { default: main } = (await import('./main.tsx?raw')) as { default: string };
    const imports = [...main.matchAll(/^import .*?'([^']+)';$/gm)].map((m) => m[1]);
    expect(imports.indexOf('./boot')).toBeGreaterThanOrEqual(0);
    expect(imports.indexOf('./boot')).toBeLessThan(imports.indexOf('react'));
    expect(imports.indexOf('./boot')).toBeLessThan(imports.indexOf('./app/App'));
  });
});
