import type { FastifyInstance } from 'fastify';
import { normalizeLang } from '#shared/rules/texts';
import type { Deps } from '../../deps';
import { renderDocument } from './documents';
import { findModel, normalizeModel } from './store';

/** Old document files (/doc/IBX-100.pdf, /doc/ibx100.html): the static site would answer 404 for a path with an extension. */
const OLD_DOC_FILE = /^\/doc\/([A-Za-z0-9-]{1,32})\.(?:html?|pdf)(?:\?.*)?$/;

/**
 * GET /api/device/doc/:model/:key?lang= — a model's document as an HTML download.
 * Old document files redirect (301) to the model page; other old paths (/doc/:model, …)
 * are served by the H5 build, which redirects them.
 */
export function registerDeviceRoutes(app: FastifyInstance, deps: Deps) {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || !req.url.startsWith('/doc/')) return;
    const m = OLD_DOC_FILE.exec(req.url);
    if (m) return reply.redirect(`/mobile/device/${encodeURIComponent(normalizeModel(m[1]))}`, 301);
  });
  app.get<{ Params: { model: string; key: string }; Querystring: { lang?: string } }>('/api/device/doc/:model/:key', async (req, reply) => {
    const lang = normalizeLang(req.query.lang);
    const row = /^[A-Za-z0-9-]{1,32}$/.test(req.params.model) ? await findModel(deps.db, req.params.model) : null;
    const doc = row ? renderDocument(row, req.params.key, lang) : null;
    if (!doc) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type('text/html; charset=utf-8').header('content-disposition', `attachment; filename="${doc.fileName}"`).header('cache-control', 'public, max-age=3600').send(doc.html);
  });
}
