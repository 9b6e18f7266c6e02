import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { renderLogoSvg } from '../../services/market/render-logo.js';

/** /logos/<symbol>.svg: a generated, deterministic badge per symbol (no remote images). */
export default async function logoRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/logos/:file',
    {
      schema: {
        hide: true,
        params: z.object({ file: z.string().regex(/^[A-Za-z0-9]{1,12}\.svg$/) }),
      },
    },
    async (request, reply) =>
      reply
        .type('image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(renderLogoSvg(request.params.file.replace(/\.svg$/, ''))),
  );
}
