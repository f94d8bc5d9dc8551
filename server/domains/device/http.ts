import type { FastifyInstance } from 'fastify';
import { normalizeLang } from '#shared/rules/texts';
import type { Deps } from '../../deps';
import { renderDocument } from './documents';
import { findModel, normalizeModel } from './store';

/**
 * Old device paths: document files (/doc/IBX-100.pdf, /doc/ibx100.html, which the static site would
 * answer 404 for a path with an extension) and old pages (/doc/:model, /doc/:model/*,
 * /mobile/box/:model, /mobile/terminal/:model, /h5/device/:model). Redirected here, a link from an
 * old QR code lands on the model page in one hop, without loading the H5 app to be sent on (the H5
 * routes keep the same redirect for links followed inside the app).
 */
const OLD_DOC_FILE = /^\/doc\/([A-Za-z0-9-]{1,32})\.(?:html?|pdf)(?:\?(.*))?$/;
const OLD_PAGE = /^\/(?:doc|mobile\/box|mobile\/terminal|h5\/device)\/([A-Za-z0-9-]{1,32})(?:\/[^?]*)?(?:\?(.*))?$/;

/**
 * GET /api/device/doc/:model/:key?lang= — a model's document as an HTML download.
 * Old document files and pages redirect (301) to the model page, keeping the query (?lang=).
 */
export function registerDeviceRoutes(app: FastifyInstance, deps: Deps) {
  app.addHook('onRequest', async (req, reply) => {
    if (req.method !== 'GET' || !/^\/(?:doc|mobile\/box|mobile\/terminal|h5\/device)\//.test(req.url)) return;
    const m = OLD_DOC_FILE.exec(req.url) ?? OLD_PAGE.exec(req.url);
    if (m) return reply.redirect(`/mobile/device/${encodeURIComponent(normalizeModel(m[1]))}${m[2] ? `?${m[2]}` : ''}`, 301);
  });
  app.get<{ Params: { model: string; key: string }; Querystring: { lang?: string } }>('/api/device/doc/:model/:key', async (req, reply) => {
    const lang = normalizeLang(req.query.lang);
    const row = /^[A-Za-z0-9-]{1,32}$/.test(req.params.model) ? await findModel(deps.db, req.params.model) : null;
    const doc = row ? renderDocument(row, req.params.key, lang) : null;
    if (!doc) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply.type('text/html; charset=utf-8').header('content-disposition', `attachment; filename="${doc.fileName}"`).header('cache-control', 'public, max-age=3600').send(doc.html);
  });
}
