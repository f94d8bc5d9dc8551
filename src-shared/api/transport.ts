import axios, { type AxiosInstance } from 'axios';

/**
 * The HTTP transport (axios), loaded on first use so it stays out of the
 * first paint. One attempt, 15 s timeout (spec section 9).
 */
let instance: AxiosInstance | null = null;

export interface RawResult {
  status: number;
  statusText: string;
  body: unknown;
}

export async function post(url: string, body: unknown, signal?: AbortSignal): Promise<RawResult> {
  instance ??= axios.create({ timeout: 15_000, headers: { 'Content-Type': 'application/json' }, validateStatus: () => true });
  const res = await instance.post(url, body, { signal });
  return { status: res.status, statusText: res.statusText, body: res.data };
}
