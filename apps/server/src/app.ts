import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler } from 'fastify-type-provider-zod';
import type { Deps } from './deps.js';
import { textSafeValidatorCompiler } from './lib/text-safe-validator.js';
import type { MarketBroadcaster } from './realtime/market-broadcast.js';
import { authPlugin } from './plugins/auth.js';
import { envelopePlugin } from './plugins/envelope.js';
import { idempotencyPlugin } from './plugins/idempotency.js';
import { routeTablePlugin, type RouteEntry } from './plugins/route-table.js';
import { socketLimitsPlugin } from './plugins/socket-limits.js';
import { securityHeadersPlugin } from './plugins/security-headers.js';
import { staffAuthPlugin } from './plugins/staff-auth.js';
import { webAppPlugin } from './plugins/web-app.js';
import adminAuthRoutes from './routes/admin/auth.js';
import adminReviewRoutes from './routes/admin/reviews.js';
import adminSettingsRoutes from './routes/admin/settings.js';
import adminStaffRoutes from './routes/admin/staff.js';
import adminUserRoutes from './routes/admin/users.js';
import adminSmartRoutes from './routes/admin/smart.js';
import adminLoanRoutes from './routes/admin/loans.js';
import adminNftRoutes from './routes/admin/nfts.js';
import fundsRoutes from './routes/funds/index.js';
import uploadRoutes from './routes/uploads/index.js';
import authRoutes from './routes/auth/index.js';
import devRoutes from './routes/dev/index.js';
import healthRoutes from './routes/health/index.js';
import notificationRoutes from './routes/notifications/index.js';
import userRoutes from './routes/user/index.js';
import securityRoutes from './routes/user/security.js';
import realtimeRoutes from './routes/realtime/index.js';
import orderRoutes from './routes/margin/index.js';
import spotRoutes from './routes/spot/index.js';
import smartRoutes from './routes/smart/index.js';
import loanRoutes from './routes/loans/index.js';
import nftRoutes from './routes/nfts/index.js';
import referralRoutes from './routes/referrals/index.js';
import chatRoutes from './routes/chat/index.js';
import chatImageRoutes from './routes/chat/images.js';
import type { SpotRuntime } from './engines/spot/spot-runtime.js';
import indexRoutes from './routes/index/index.js';
import logoRoutes from './routes/logos/index.js';
import marketStreamRoutes from './routes/market-stream/index.js';

export interface AppOptions {
  deps: Deps;
  marketBroadcaster: MarketBroadcaster;
  spot: SpotRuntime;
  /** Filled with every route and who may call it (plugins/route-table.ts). */
  routeTable: RouteEntry[];
}

/** The whole HTTP and WebSocket application as one Fastify plugin (main.ts and tests register it). */
export default async function app(
  fastify: FastifyInstance,
  { deps, marketBroadcaster, spot, routeTable }: AppOptions,
) {
  // Every schema's input is checked for NUL, broken UTF-16 and absurd nesting first (one place).
  fastify.setValidatorCompiler(textSafeValidatorCompiler);
  fastify.setSerializerCompiler(serializerCompiler);
  await fastify.register(securityHeadersPlugin, { config: deps.config });

  await fastify.register(swagger, {
    openapi: {
      info: {
        title: 'Meridian API',
        version: '0.1.0',
        description: [
          'Every reply is `{code, msg, result}`; `code` 200 is success, other codes are the catalogue in SPEC §8.',
          'Headers: `Authorization` carries the session token (bare or `Bearer`); `virtually: NO` selects the demo book and `virtually: YES` the real book (default demo);',
          '`lang` (en, ja, ko, de, fr, it, es, ar, hk, zh, vi) or Accept-Language picks the language of `msg`;',
          'calls that move money accept `Idempotency-Key`: a retry with the same key returns the first reply and moves nothing twice.',
        ].join(' '),
      },
      components: {
        securitySchemes: {
          token: { type: 'apiKey', in: 'header', name: 'Authorization' },
          staffToken: { type: 'apiKey', in: 'header', name: 'Authorization' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await fastify.register(swaggerUi, { routePrefix: '/docs' });

  await fastify.register(envelopePlugin);
  await fastify.register(authPlugin, { deps });
  await fastify.register(idempotencyPlugin, { deps });
  await fastify.register(staffAuthPlugin, { deps });
  await fastify.register(routeTablePlugin, { table: routeTable });
  await fastify.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await fastify.register(socketLimitsPlugin, { deps });

  await fastify.register(healthRoutes, { deps });
  await fastify.register(authRoutes, { deps }); // full paths from the endpoint table
  await fastify.register(userRoutes, { deps }); // full paths from the endpoint table
  await fastify.register(securityRoutes, { deps }); // full paths from the endpoint table
  await fastify.register(notificationRoutes, { deps }); // full paths from the endpoint table
  await fastify.register(uploadRoutes, { deps, prefix: '/swx/customer/user' });
  await fastify.register(fundsRoutes, { deps }); // full paths from the endpoint table
  await fastify.register(adminAuthRoutes, { deps }); // full paths from the endpoint table
  await fastify.register(adminReviewRoutes, { deps }); // full paths from the endpoint table
  await fastify.register(adminUserRoutes, { deps }); // full paths from the endpoint table
  await fastify.register(adminSettingsRoutes, { deps }); // full paths from the endpoint table
  await fastify.register(adminStaffRoutes, { deps }); // full paths from the endpoint table
  await fastify.register(adminSmartRoutes, { deps }); // full paths from the endpoint table
  await fastify.register(adminLoanRoutes, { deps }); // full paths from the endpoint table
  await fastify.register(adminNftRoutes, { deps }); // full paths from the endpoint table
  await fastify.register(indexRoutes, { deps }); // full paths from the endpoint table
  await fastify.register(orderRoutes, { deps }); // full paths from the endpoint table
  await fastify.register(spotRoutes, { deps, spot }); // full paths from the endpoint table
  await fastify.register(smartRoutes, { deps }); // full paths from the endpoint table
  await fastify.register(loanRoutes, { deps });
  await fastify.register(nftRoutes, { deps });
  await fastify.register(referralRoutes, { deps });
  await fastify.register(chatRoutes, { deps });
  await fastify.register(chatImageRoutes, { deps, prefix: '/swx/customer/chat' });
  await fastify.register(marketStreamRoutes, { broadcaster: marketBroadcaster, spot, deps });
  await fastify.register(logoRoutes);
  await fastify.register(realtimeRoutes, { deps });
  await fastify.register(devRoutes, { deps, prefix: '/dev' });
  await fastify.register(webAppPlugin, { deps });
}
