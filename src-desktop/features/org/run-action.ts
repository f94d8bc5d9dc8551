import { message } from 'antd';
import type { GatewayError } from '#shared/api/gateway-error';

/** Runs one change, then tells the user (success text or the server's errorInfo); answers whether it worked. */
export async function runAction(fn: () => Promise<unknown>, done: string): Promise<boolean> {
  try {
    await fn();
    message.success(done);
    return true;
  } catch (e) {
    message.error((e as GatewayError).info);
    return false;
  }
}
