import { MARKET_LIST_PATH, prefetch, showsMarketList } from './lib/boot-prefetch';
import { livePrices } from './lib/live-price-feed';

/**
 * The boot entry: a separate script of a few hundred bytes that index.html runs before the app
 * (vite.config.ts `bootEntry`), so on a slow link the live-price socket's handshake and the
 * market list's request overlap the download of React and the shell (about 200 KiB) instead of
 * waiting for it. main.tsx imports it too: the module runs once, whichever loads it first (in
 * the dev server and tests it is main.tsx).
 *
 * SPEC §4 "on start: open the live price connection".
 */
livePrices.start();
if (showsMarketList(window.location.pathname, navigator.userAgent)) prefetch(MARKET_LIST_PATH);
