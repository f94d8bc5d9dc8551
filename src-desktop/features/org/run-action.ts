import type { GatewayError } from '#shared/api/gateway-error';
import { toast } from '../../components/toast';

/** Runs one change, then tells the user (success text or the server's errorInfo); answers whether it worked. */
export async function runAction(fn: () => Promise<unknown>, done: string): Promise<boolean> {
  try {
    await fn();
    toast.success(done);
    return true;
  } catch (e) {
    toast.error((e as GatewayError).info);
    return false;
  }
}
