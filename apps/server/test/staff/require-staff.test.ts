import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { envelopePlugin } from '../../src/plugins/envelope.js';
import { staffAuthPlugin } from '../../src/plugins/staff-auth.js';
import { registerByEmail } from '../helpers/accounts.js';
import { signInStaff } from '../helpers/staff.js';
import { useTestServer } from '../helpers/test-server.js';

const server = useTestServer({}, { checkLedger: false });

// The app is ready (no routes can be added), so the hook is tried on a small app of its own,
// over the same database.
let probe: FastifyInstance;
beforeAll(async () => {
  probe = Fastify({ logger: false });
  await probe.register(envelopePlugin);
  await probe.register(staffAuthPlugin, { deps: server.deps });
  probe.get(
    '/compliance',
    { onRequest: [probe.requireStaff('compliance')] },
    async (request, reply) => reply.ok(request.staff),
  );
  probe.get(
    '/support-or-content',
    { onRequest: [probe.requireStaff('support', 'content')] },
    async (request, reply) => reply.ok(request.staff?.role),
  );
  probe.get('/any', { onRequest: [probe.requireStaff()] }, async (request, reply) =>
    reply.ok(request.staff?.role),
  );
  await probe.ready();
});
afterAll(() => probe?.close());

const call = async (url: string, token?: string) => {
  const response = await probe.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: response.statusCode, body: response.json() };
};

describe('requireStaff', () => {
  it('lets the named roles and admin through, answers 403 to other roles and 401 without a staff session', async () => {
    const admin = await signInStaff(server, 'admin');
    const compliance = await signInStaff(server, 'compliance');
    const support = await signInStaff(server, 'support');
    const content = await signInStaff(server, 'content');

    const passed = await call('/compliance', compliance.token);
    expect(passed.status).toBe(200);
    expect(passed.body.result).toEqual({
      staffId: compliance.id,
      username: compliance.username,
      role: 'compliance',
      sessionId: expect.any(String),
    });
    expect((await call('/compliance', admin.token)).status).toBe(200);
    expect((await call('/compliance', support.token)).status).toBe(403);
    expect((await call('/compliance', support.token)).body.code).toBe(403);
    expect((await call('/support-or-content', content.token)).body.result).toBe('content');
    expect((await call('/support-or-content', support.token)).status).toBe(200);
    expect((await call('/support-or-content', compliance.token)).status).toBe(403);
    expect((await call('/any', content.token)).status).toBe(200);

    const user = await registerByEmail(server);
    expect((await call('/compliance', user.token)).status).toBe(401);
    expect((await call('/any', user.token)).status).toBe(401);
    expect((await call('/any')).status).toBe(401);
    expect((await call('/any', 'stf_unknown')).body.code).toBe(401);

    server.time.advance(12 * 3_600_000 + 1);
    expect((await call('/any', admin.token)).status).toBe(401);
  });
});
