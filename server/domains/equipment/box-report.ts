import { timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { connectionBoxes } from '../../db/schema';
import type { Deps } from '../../deps';
import { hashToken } from '../../gateway/session';

const body = z
  .object({
    sn: z
      .string()
      .min(1)
      .max(40)
      .regex(/^[A-Za-z0-9_./-]+$/),
    name: z.string().trim().max(30).optional(),
  })
  .strict();

const sameHash = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * POST /api/box/report — a connection box says it is alive: `Authorization: Bearer <box secret>`,
 * body {sn, name?}. The secret is compared with the box's stored SHA-256 hash (secrets are random,
 * issued at provisioning). Unknown box and wrong secret answer the same 401, so serials cannot be
 * probed. equipment/sync later turns reported boxes into the company's devices.
 */
export function registerBoxReportRoute(app: FastifyInstance, deps: Deps) {
  app.post('/api/box/report', async (req, reply) => {
    const parsed = body.safeParse(req.body);
    if (!parsed.success) return reply.code(400).send({ error: 'invalid body' });
    const auth = req.headers.authorization ?? '';
    const secret = auth.startsWith('Bearer ') ? auth.slice(7) : '';
    const [box] = await deps.db.select().from(connectionBoxes).where(eq(connectionBoxes.sn, parsed.data.sn)).limit(1);
    if (!box || !secret || !sameHash(hashToken(secret), box.secretHash)) return reply.code(401).send({ error: 'unauthorized' });
    await deps.db
      .update(connectionBoxes)
      .set({ reportedAt: deps.clock.now(), ...(parsed.data.name ? { reportedName: parsed.data.name } : {}) })
      .where(eq(connectionBoxes.id, box.id));
    return reply.send({ ok: true });
  });
}
