import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { livePrices } from './lib/live-prices';

const root = document.getElementById('root');
if (!root) throw new Error('#root missing from index.html');

// SPEC §4 "on start": the language and mode are restored by the settings store and lib/i18n;
// the live price connection opens here; the user's info is refreshed by the app provider.
livePrices.start();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
