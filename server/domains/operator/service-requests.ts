import { count, desc, eq } from 'drizzle-orm';
import * as c from '#shared/contract/service';
import { companies, serviceRequests } from '../../db/schema';
import { handle } from '../../gateway/handler';
import { notifyMember } from '../message/notify';

/** Service-centre requests: members leave them (with a receipt message), operators list them. */
export const serviceHandlers = [
  handle(c.submitServiceRequest, async ({ deps, params, actor: member }) => {
    const now = deps.clock.now();
    const [row] = await deps.db
      .insert(serviceRequests)
      .values({ ...params, memberId: member.memberId, companyId: member.companyId, createdAt: now })
      .returning({ id: serviceRequests.id });
    {
      await notifyMember(deps.db, member.memberId, { key: 'centre.service.received', vars: { topic: { t: `centre.service.topic.${params.topic}` } }, publisher: 'service', at: now });
    }
    return { id: row.id };
  }),

  handle(c.operatorServiceRequests, async ({ deps, params, page, rows }) => {
    const where = params.status ? eq(serviceRequests.status, params.status) : undefined;
    const [list, [{ n }]] = await Promise.all([
      deps.db
        .select({ r: serviceRequests, companyName: companies.name })
        .from(serviceRequests)
        .leftJoin(companies, eq(companies.id, serviceRequests.companyId))
        .where(where)
        .orderBy(desc(serviceRequests.id))
        .limit(rows)
        .offset((page - 1) * rows),
      deps.db.select({ n: count() }).from(serviceRequests).where(where),
    ]);
    return {
      list: list.map(({ r, companyName }) => ({
        id: r.id,
        topic: r.topic as c.ServiceRequest['topic'],
        content: r.content,
        contact: r.contact,
        status: r.status as 'open' | 'closed',
        companyName,
        time: r.createdAt.toISOString(),
      })),
      total: Number(n),
    };
  }),
];
