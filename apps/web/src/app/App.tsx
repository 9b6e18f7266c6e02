// Mantine's style sheets for the first page only; the rest come with ./mantine-styles-rest (main.tsx).
import './mantine-styles';
import './global.css';
import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { detectLayout } from '@/lib/layout';

/** The web app: providers around the router. The layout is decided once, from the user agent. */
export function App() {
  const [router] = useState(createAppRouter);
  const [layout] = useState(() => detectLayout());
  return (
    <AppProvider layout={layout}>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
