import { z } from 'zod';
import { command } from './command';

/** The order flow view (spec sections 2, 3 and 9): five phases with their substeps. */

export interface OrderProcedure {
  procedureName: string;
  /** 2 done, 3 the active substep, 1 not reached yet. */
  procedureFlag: 1 | 2 | 3;
  isActivity: boolean;
  /** YYYY-MM-DD, or null while not completed. */
  completeDate: string | null;
  /** 1-14: which substep (and icon) this is. */
  iconType: number;
}
export interface OrderOperation {
  operationName: string;
  /** 2 in progress or done, 3 active (holds the active substep), 1 not reached yet. */
  operationFlag: 1 | 2 | 3;
  procedureList: OrderProcedure[];
}
export interface OrderFlow {
  orderSn: string;
  title: string;
  buyer: string;
  seller: string;
  amountCents: number;
  operations: OrderOperation[];
}

export const orderSn = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9-]+$/);

export const operationProcedureView = command('order/operationProcedureView', {
  access: 'public',
  params: z.object({ orderSn }).strict(),
}).returns<OrderFlow>();
