// First: Zod must not probe eval under the Content-Security-Policy (see the module).
import './lib/zod-without-eval';
// The live socket and the market list's request, before anything else (in a build index.html has
// already run this as its own small script while the rest downloaded).
import './boot';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { i18nReady } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// SPEC §4 "on start": the language and mode are restored by the settings store and lib/i18n;
// the live price connection was opened by ./boot; the user's info is refreshed by the app provider.

// The Mantine style sheets the first page does not use (app/mantine-styles.ts), asked for before
// anything renders so their <link> precedes every lazy page's own style sheet; nothing waits for it.
import('./app/mantine-styles-rest').catch((error: unknown) =>
  console.error('[styles] Mantine style sheets failed to load', error),
);

// The stored language's strings are a small local chunk; render once they are in (or failed).
await i18nReady();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
