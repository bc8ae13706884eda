import type { FastifyRequest } from 'fastify';

/**
 * The path the router matched, rebuilt from the route's pattern and its decoded parameters (`/devops/:a/:b/add` with
 * `sys`, `dict` → `/devops/sys/dict/add`). Decisions about a request are made on this, never on the raw request line,
 * which may spell the same route differently (`/%64evops/…`, `//devops/…`). Undefined when no route matched.
 */
export function routePath(request: FastifyRequest): string | undefined {
  const pattern = request.routeOptions.url;
  if (request.is404 || typeof pattern !== 'string') return undefined;
  const params = (request.params ?? {}) as Record<string, unknown>;
  return pattern
    .replace(/:(\w+)/g, (_m, name: string) => String(params[name] ?? ''))
    .replace('*', String(params['*'] ?? ''));
}
