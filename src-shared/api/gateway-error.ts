/** A rejected gateway call: a server error code with its localized text, or a network/HTTP failure (code 0 or the HTTP status). */
export class GatewayError extends Error {
  constructor(
    readonly code: number,
    readonly info: string,
    readonly field?: string,
    /** HTTP status and status text for network/HTTP failures. */
    readonly status?: number,
    readonly statusText?: string,
  ) {
    super(info);
    this.name = 'GatewayError';
  }
  get isNetwork() {
    return this.code === 0 || (this.status !== undefined && this.status >= 500 && this.code >= 500 && this.code < 600);
  }
}
