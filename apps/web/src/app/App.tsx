import { useEffect, useState } from 'react';

interface Health {
  status: string;
  database: string;
}

/**
 * The foundation's placeholder shell: it proves the web app, API and WebSockets share one port.
 * The real desktop and mobile shells arrive with the markets and web app issue.
 */
export function App() {
  const [health, setHealth] = useState<Health | 'loading' | 'error'>('loading');
  useEffect(() => {
    fetch('/health')
      .then((r) => r.json() as Promise<Health>)
      .then(setHealth, () => setHealth('error'));
  }, []);
  return (
    <main
      style={{
        fontFamily: 'system-ui, sans-serif',
        maxWidth: 640,
        margin: '3rem auto',
        padding: '0 1rem',
      }}
    >
      <h1>Meridian</h1>
      <p>Live markets, trading and finance.</p>
      <p data-testid="health">
        {health === 'loading'
          ? 'Checking the platform…'
          : health === 'error'
            ? 'The platform is not reachable.'
            : `Platform status: ${health.status}`}
      </p>
      <ul>
        <li>
          <a href="/docs">API documentation</a>
        </li>
        <li>
          <a href="/dev/mailbox">Dev mailbox</a>
        </li>
      </ul>
    </main>
  );
}
