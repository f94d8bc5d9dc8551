import type { FastifyInstance } from 'fastify';
import { normalizeLang } from '../../../src-shared/rules/texts';
import type { Deps } from '../../deps';
import { renderDocument } from './documents';
import { findModel } from './store';

/** GET /api/device/doc/:model/:key?lang= — a model's document as an HTML download. */
export function registerDeviceRoutes(app: FastifyInstance, deps: Deps) {
  app.get<{ Params: { model: string; key: string }; Querystring: { lang?: string } }>('/api/device/doc/:model/:key', async (req, reply) => {
    const lang = normalizeLang(req.query.lang);
    const row = /^[A-Za-z0-9-]{1,32}$/.test(req.params.model) ? await findModel(deps.db, req.params.model) : null;
    const doc = row ? renderDocument(row, req.params.key, lang) : null;
    if (!doc) return reply.code(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .type('text/html; charset=utf-8')
      .header('content-disposition', `attachment; filename="${doc.fileName}"`)
      .header('cache-control', 'public, max-age=3600')
      .send(doc.html);
  });
}
