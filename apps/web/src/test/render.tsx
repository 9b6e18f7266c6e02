import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import type { Layout } from '@/lib/layout';

export interface FakeReply {
  status?: number;
  body: unknown;
}
export type FakeRoutes = Record<string, FakeReply | ((request: Request) => FakeReply)>;

/**
 * Stubs fetch: `routes` maps "METHOD /path" (no query) to a reply. Unknown calls answer 404
 * with an envelope, as the server does. Returns the spy to inspect requests.
 */
export function stubFetch(fakeRoutes: FakeRoutes = {}) {
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    const { pathname } = new URL(request.url);
    const handler = fakeRoutes[`${request.method} ${pathname}`];
    const reply =
      typeof handler === 'function'
        ? handler(request)
        : (handler ?? { status: 404, body: { code: 404, msg: 'Not found', result: null } });
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return spy;
}

/** The requests a fetch spy saw, as Request objects. */
export function requests(spy: ReturnType<typeof stubFetch>): Request[] {
  return spy.mock.calls.map(
    ([input, init]) => new Request(new URL(String(input), 'http://localhost'), init),
  );
}

export function ok(result: unknown): FakeReply {
  return { body: { code: 200, msg: 'Success', result } };
}

/** `routeObjects` inside the app's providers, in a memory router at `path`. */
export function renderRoutes(
  routeObjects: RouteObject[],
  path: string,
  layout: Layout = 'desktop',
) {
  const router = createMemoryRouter(routeObjects, { initialEntries: [path] });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <AppProvider layout={layout} queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>,
  );
  return { ...view, router, queryClient };
}

/** The whole app (providers, shells, routes) at `path` in a memory router. */
export function renderApp(path: string, layout: Layout = 'desktop') {
  return renderRoutes(routes, path, layout);
}
