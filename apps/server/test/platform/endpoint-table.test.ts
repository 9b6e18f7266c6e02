import { endpoints } from '@meridian/contract';
import { describe, expect, it } from 'vitest';
import { registerByEmail } from '../helpers/accounts.js';
import { useTestServer } from '../helpers/test-server.js';

// The contract's endpoint table registers the server's routes: each declared endpoint is served
// at its method and path, with the declared access, and documented in /docs from the same schemas.
const server = useTestServer();

describe('the endpoint table', () => {
  it('every declared endpoint is a route with the declared method, path and access', () => {
    for (const [name, definition] of Object.entries(endpoints)) {
      const route = server.routeTable.find(
        (r) => r.method === definition.method && r.url === definition.path,
      );
      expect(route, `${name}: ${definition.method} ${definition.path}`).toBeDefined();
      expect(route!.access, name).toBe(definition.access);
    }
  });

  it('documents each declared endpoint in the OpenAPI at /docs', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/docs/json' });
    const spec = reply.json() as { paths: Record<string, Record<string, { tags?: string[] }>> };
    for (const definition of Object.values(endpoints)) {
      // OpenAPI writes a path parameter `:id` as `{id}`.
      const documented = definition.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
      const operation = spec.paths[documented]?.[definition.method.toLowerCase()];
      expect(operation, definition.path).toBeDefined();
      expect(operation!.tags).toEqual([...definition.tags]);
    }
  });

  it('validates input by the declared schema and answers in the envelope', async () => {
    const user = await registerByEmail(server);
    const bad = await server.call({
      method: 'GET',
      url: `${endpoints.listNotification.path}?page=zero`,
      headers: { authorization: user.token },
    });
    expect(bad.status).toBe(400);
    const good = await server.call({
      method: 'GET',
      url: `${endpoints.unreadCount.path}`,
      headers: { authorization: user.token },
    });
    expect(good.body).toMatchObject({ code: 200, result: { unread: expect.any(Number) } });
    const anonymous = await server.call({ method: 'GET', url: endpoints.unreadCount.path });
    expect(anonymous.status).toBe(401);
  });

  it('a raw endpoint (prepared reply, ETag) keeps its schemas and answers 304 on a match', async () => {
    const bad = await server.call({
      method: 'GET',
      url: `${endpoints.listMarketByType.path}?type=nonsense`,
    });
    expect(bad.status).toBe(400);
    const first = await server.app.inject({ method: 'GET', url: endpoints.listMarketByType.path });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ code: 200, result: expect.any(Array) });
    const again = await server.app.inject({
      method: 'GET',
      url: endpoints.listMarketByType.path,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('a route option documents an error reply and runs extra hooks after the access check', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/docs/json' });
    const spec = reply.json() as {
      paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
    };
    const verify = spec.paths[endpoints.staffVerify.path]!.post!.responses;
    expect(Object.keys(verify).sort()).toEqual(['200', '400']);
    expect(Object.keys(spec.paths[endpoints.login.path]!.post!.responses)).toEqual(['200']);
    // Google sign-in is not configured in tests: its provider hook answers 404 (483) first.
    const google = await server.call({ method: 'GET', url: endpoints.googleAuthUrl.path });
    expect({ status: google.status, code: google.body.code }).toEqual({ status: 404, code: 483 });
  });
});
