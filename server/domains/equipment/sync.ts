import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * equipment/sync: the company's connection boxes that have reported become devices (serial =
 * the box's serial, name = the name it reported, no department yet). One insert … select … on
 * conflict do nothing on the (company, serial) unique index: repeated or parallel syncs add each
 * box once, and a device already using that serial is left as it is.
 */
export async function syncBoxes(db: Db, companyId: number): Promise<{ added: number }> {
  const { rows } = (await db.execute(sql`insert into org_devices (company_id, sn, model, name, box_sn)
      select b.company_id, b.sn, b.model, coalesce(nullif(b.reported_name, ''), b.sn), b.sn
        from connection_boxes b
        where b.company_id = ${companyId} and b.reported_at is not null
      on conflict (company_id, sn) do nothing
      returning id`)) as unknown as { rows: unknown[] };
  return { added: rows.length };
}
