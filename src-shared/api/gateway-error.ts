/** A rejected gateway call: a server error code with its localized text, or a network/HTTP failure (code 0 or the HTTP status). */
export class GatewayError extends Error {
  // Declared and assigned, not constructor parameter properties: those compile to defined class
  // fields, which the browser build (es2020) lowers with helpers that every first load then carries.
  declare readonly code: number;
  declare readonly info: string;
  declare readonly field?: string;
  /** HTTP status and status text for network/HTTP failures. */
  declare readonly status?: number;
  declare readonly statusText?: string;
  constructor(code: number, info: string, field?: string, status?: number, statusText?: string) {
    super(info);
    this.name = 'GatewayError';
    this.code = code;
    this.info = info;
    this.field = field;
    this.status = status;
    this.statusText = statusText;
  }
  get isNetwork() {
    return this.code === 0 || (this.status !== undefined && this.status >= 500 && this.code >= 500 && this.code < 600);
  }
}
