import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { THEME_INIT_SCRIPT } from '@/domain/themes-init-script';

/** The one inline script production allows: the theme class set before the first paint. */
const THEME_INIT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(THEME_INIT_SCRIPT).digest('base64')}'`;

/** Pages whose URL may hold a single-use token (the re-registration's and the first access's e-mailed links). */
function isTokenPage(url: string): boolean {
  const path = url.split('?')[0];
  const hasToken = /[?&]token=/i.test(url);
  return path === '/recadastramento' || path.startsWith('/recadastramento/') || (path.startsWith('/api/') && hasToken) || (path === '/alterar-senha' && hasToken);
}

/** Headers on every response, Next's pages included: they are set on the raw response before anything writes it. */
export function registerSecurityHeaders(app: FastifyInstance, options: { isDevelopment: boolean }) {
  // Next's development client evaluates code and opens a websocket for hot reload; production needs neither.
  const scriptSource = options.isDevelopment ? "'self' 'unsafe-eval' 'unsafe-inline'" : `'self' ${THEME_INIT_SCRIPT_SOURCE}`;
  const contentSecurityPolicy = [
    "default-src 'self'",
    `script-src ${scriptSource}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    // The API and socket.io are same-origin; 'self' covers ws:/wss: to this host (CSP Level 3) and no other host.
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

  // Synchronous (done-style): nothing here waits, and an async hook would cost every request a promise and a microtask.
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    // The API docs page brings its own inline scripts: @fastify/swagger-ui sets a CSP of its own there.
    if (!request.url.startsWith('/api/docs')) raw.setHeader('Content-Security-Policy', contentSecurityPolicy);
    // Next's development server sends one of its scripts as JSON: nosniff would block it (development only).
    if (!(options.isDevelopment && request.url.startsWith('/_next/'))) raw.setHeader('X-Content-Type-Options', 'nosniff');
    // The re-registration and first-access pages may carry an e-mailed link's token in the URL: they send no Referer at all.
    raw.setHeader('Referrer-Policy', isTokenPage(request.url) ? 'no-referrer' : 'strict-origin-when-cross-origin');
    raw.setHeader('X-Frame-Options', 'DENY');
    raw.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    raw.setHeader('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    // Over HTTPS only (browsers ignore it over HTTP): behind a proxy that ends TLS, request.protocol reads
    // X-Forwarded-Proto only with TRUST_PROXY=true.
    if (request.protocol === 'https') raw.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    done();
  });
}
