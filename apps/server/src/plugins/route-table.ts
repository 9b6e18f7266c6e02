import type { StaffRole } from '@meridian/contract';
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';

export type RouteAccess = 'public' | 'user' | 'real' | 'staff';

export interface RouteEntry {
  method: string;
  url: string;
  access: RouteAccess;
  /** Staff routes: the roles besides admin that may call it. */
  staffRoles?: StaffRole[];
}

/** A staff hook made by `requireStaff` carries its roles (plugins/staff-auth.ts). */
export const STAFF_ROLES = Symbol('staffRoles');

function accessOf(app: FastifyInstance, route: RouteOptions): Omit<RouteEntry, 'method' | 'url'> {
  const hooks = [route.onRequest ?? []].flat() as unknown[];
  for (const hook of hooks) {
    const roles = (hook as { [STAFF_ROLES]?: StaffRole[] })[STAFF_ROLES];
    if (roles) return { access: 'staff', staffRoles: roles };
  }
  if (hooks.includes(app.authenticateReal)) return { access: 'real' };
  if (hooks.includes(app.authenticate)) return { access: 'user' };
  return { access: 'public' };
}

/**
 * Records every route with who may call it, read from its onRequest hooks as it is added, into
 * `table` (Server.routeTable): the security tests walk it, so a route added later is covered
 * without editing them.
 */
async function routeTable(app: FastifyInstance, { table }: { table: RouteEntry[] }) {
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue;
      table.push({ method, url: route.url, ...accessOf(app, route) });
    }
  });
}

export const routeTablePlugin = fp(routeTable, {
  name: 'route-table',
  dependencies: ['auth', 'staff-auth'],
});
