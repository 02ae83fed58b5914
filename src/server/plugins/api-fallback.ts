import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { HttpError, MESSAGES } from '../http-error';

const METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];
export const METHOD_NOT_ALLOWED_MESSAGE = 'Método não permitido para este endereço.';

/**
 * Every path under /api answers like the API, also when it names nothing: without this, the web's catch-all
 * (main.ts) would serve Next's HTML 404 page for /api/anything. A path that exists for other methods answers 405 with
 * `Allow` (RFC 9110 §15.5.6). The API's routes are mirrored in a router of their own (Fastify's router, find-my-way),
 * since Fastify can only be asked about route patterns, not about a concrete path.
 */
export function registerApiFallback(api: FastifyInstance) {
  const known = FindMyWay();
  api.addHook('onRoute', (route: RouteOptions) => {
    if (route.url === `${api.prefix}/*` || route.url === api.prefix) return;
    for (const method of Array.isArray(route.method) ? route.method : [route.method]) {
      const upper = method.toUpperCase() as HTTPMethod;
      if (!known.hasRoute(upper, route.url)) known.on(upper, route.url, () => {});
    }
  });

  const answer = async (request: FastifyRequest) => {
    const path = request.url.split('?')[0];
    const allowed = METHODS.filter((method) => known.find(method, path) !== null);
    if (allowed.length > 0) throw new HttpError(405, METHOD_NOT_ALLOWED_MESSAGE, { allow: allowed.join(', ') });
    throw new HttpError(404, MESSAGES.notFound);
  };
  const schema = { 'x-acesso': 'publico', hide: true } as Record<string, unknown>;
  api.route({ method: METHODS, url: '/*', schema, handler: answer });
  // '/api' itself, which the wildcard does not match.
  api.route({ method: METHODS, url: '/', prefixTrailingSlash: 'no-slash', schema, handler: answer });
}
