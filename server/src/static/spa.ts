import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import { failure, MESSAGES } from '../http/envelope';
import { sendRefusal } from '../http/error-handler';
import { API_PREFIX } from '../auth/auth-plugin';
import { PLATFORM_TIMEZONE } from '../http/format';

/** Vite's output under assets/: name-hash.ext, so a changed file gets a new name. */
const HASHED_ASSET = /^\/assets\/[^/]+-[\w-]{8}\.\w+$/;

/**
 * Serves the built app from dist/; any other GET that wants HTML gets index.html so the browser router
 * can handle deep links (`/bench/…` gets bench.html, the benchmark pages' own entry). API paths never fall back to the app.
 */
export async function installSpa(app: FastifyInstance, distDir: string): Promise<void> {
  const index = path.join(distDir, 'index.html');
  const bench = path.join(distDir, 'bench.html');
  const hasApp = fs.existsSync(index);
  const sendIndex = (reply: FastifyReply, page = index) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(withTimeZone(fs.readFileSync(page, 'utf8')));
  if (hasApp) {
    await app.register(async (files) => {
      // The app's own files are what a browser loads before anyone logs in: these routes, and only these, opt out of the
      // token check (deny by default) through their config.
      files.addHook('onRoute', (route) => {
        route.config = { ...route.config, public: true };
      });
      // Wildcard serving reads the directory per request, so a rebuilt dist/ is served without a restart. The build
      // writes each file's .br and .gz beside it (sent to browsers that accept them); files under assets/ carry a hash
      // of their content in their name, so a browser may keep them for good.
      await files.register(fastifyStatic, { root: distDir, wildcard: true, index: false, maxAge: '1h', preCompressed: true });
      // After the plugin's own headers (its setHeaders option runs before them and cannot change Cache-Control).
      files.addHook('onSend', async (request, reply, payload) => {
        if (reply.statusCode === 200 && HASHED_ASSET.test(request.url.split('?')[0])) reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        return payload;
      });
      // The root is a directory to the static plugin (403); to the browser it is the app.
      files.get('/', (_request, reply) => sendIndex(reply));
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    // A missing asset (a path with an extension) is a real 404; only route-like paths get the app shell.
    const wantsPage = request.method === 'GET' && !pathname.startsWith(`${API_PREFIX}/`) && pathname !== API_PREFIX
      && !/\.[a-zA-Z0-9]{1,8}$/.test(pathname);
    // The benchmark pages are their own entry (bench.html), outside the app.
    if (wantsPage && hasApp && pathname.startsWith('/bench/') && fs.existsSync(bench)) return sendIndex(reply, bench);
    if (wantsPage && hasApp) return sendIndex(reply);
    // An unknown API path is JeecgBoot's business error (HTTP 200, code 404); a missing file (a stored one under
    // /sys/common/static too) a real 404.
    if (pathname.startsWith(`${API_PREFIX}/`) && !pathname.startsWith(`${API_PREFIX}/sys/common/static/`)) return sendRefusal(request, reply, 404, MESSAGES.notFound);
    return reply.status(404).send(failure(MESSAGES.notFound, 404));
  });
}

/**
 * The page tells the browser the platform's time zone, so a form's "today" and the screens' dates are the platform's
 * day, not that of the zone the browser happens to run in.
 */
function withTimeZone(html: string): string {
  return html.replace('<head>', `<head>\n    <meta name="platform-time-zone" content="${PLATFORM_TIMEZONE}" />`);
}
