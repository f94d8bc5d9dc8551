/**
 * The server's notion of "now". Development's run-jobs can move it forward so
 * T+1 settlement and expiries are testable; tests can set it directly.
 */
export class Clock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number) {
    this.offsetMs += ms;
  }
  get offset() {
    return this.offsetMs;
  }
}
