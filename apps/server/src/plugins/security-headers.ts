import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';

/**
 * The web app's policy. Scripts only from this origin, never inline or eval'd, so an injected
 * string cannot run; styles may be inline because Mantine writes its theme variables into a
 * <style> element and components set `style` attributes (a style cannot run code).
 */
export function appContentSecurityPolicy(publicUrl: string): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "script-src-attr 'none'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self' ${socketOrigins(publicUrl)}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "frame-src 'none'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Swagger UI (/docs): its page loads only same-origin scripts, but it sets inline styles and
 * draws its logo and icons from data: URLs.
 */
export const DOCS_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

/** Nothing in the web app uses these devices (KYC takes documents through file inputs). */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'accelerometer=()',
  'gyroscope=()',
  'magnetometer=()',
  'display-capture=()',
].join(', ');

/**
 * 'self' covers ws:/wss: of the page's own origin in CSP Level 3 browsers; the public address is
 * named too for older ones (the live-price socket is the only connection that is not fetch).
 */
function socketOrigins(publicUrl: string): string {
  const url = new URL(publicUrl);
  const wss = `wss://${url.host}`;
  return url.protocol === 'https:' ? wss : `ws://${url.host} ${wss}`;
}

/**
 * Scripts, style sheets, fonts and raster images are never documents: a browser applies CSP,
 * frame, referrer and permission policies only to documents (and workers, which the app has
 * none of), so on these they would be ~560 bytes of dead headers per file. SVG, HTML and JSON
 * can be opened as documents and keep them all; nosniff keeps each of these from being
 * reinterpreted as one.
 */
function isSubresource(contentType: unknown): boolean {
  return (
    typeof contentType === 'string' &&
    /^(?:(?:application|text)\/javascript|text\/css|font\/|image\/(?:png|jpeg|gif|webp|avif|x-icon|vnd\.microsoft\.icon))/i.test(
      contentType,
    )
  );
}

function isDocs(url: string): boolean {
  return url === '/docs' || url.startsWith('/docs/') || url.startsWith('/docs?');
}

async function securityHeaders(app: FastifyInstance, { config }: { config: Config }) {
  const appPolicy = appContentSecurityPolicy(config.publicUrl);
  // Browsers ignore HSTS over http; sending it there would only pin a future https host by accident.
  const hsts = config.publicUrl.startsWith('https://')
    ? 'max-age=31536000; includeSubDomains'
    : undefined;

  // onSend, not onRequest: it also runs for the error handler's and the not-found handler's replies.
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('cross-origin-resource-policy', 'same-origin');
    if (hsts) reply.header('strict-transport-security', hsts);
    if (isSubresource(reply.getHeader('content-type'))) return;
    reply.header(
      'content-security-policy',
      isDocs(request.url) ? DOCS_CONTENT_SECURITY_POLICY : appPolicy,
    );
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('cross-origin-opener-policy', 'same-origin');
  });
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
