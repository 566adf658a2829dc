import type { Clock } from "../clock";

export const ACCOUNT_MAX_FAILURES = 5;
export const IP_MAX_FAILURES = 50;
export const FAILURE_WINDOW_MS = 15 * 60 * 1000;

/**
 * Failed sign-ins kept in memory (one process serves the site): 5 failures for one account, or 50
 * from one IP, within 15 minutes block further attempts until the oldest failure leaves the window.
 */
export class LoginRateLimiter {
  private readonly failures = new Map<string, number[]>();

  constructor(private readonly clock: Clock) {}

  /** Seconds to wait, or 0 when an attempt may go ahead. */
  retryAfterSeconds(accountKey: string, ip: string): number {
    const now = this.clock.now().getTime();
    const waits = [
      this.wait(`account:${accountKey}`, ACCOUNT_MAX_FAILURES, now),
      this.wait(`ip:${ip}`, IP_MAX_FAILURES, now),
    ];
    return Math.max(...waits);
  }

  recordFailure(accountKey: string, ip: string): void {
    const now = this.clock.now().getTime();
    for (const key of [`account:${accountKey}`, `ip:${ip}`]) {
      const list = this.recent(key, now);
      list.push(now);
      this.failures.set(key, list);
    }
  }

  recordSuccess(accountKey: string): void {
    this.failures.delete(`account:${accountKey}`);
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((t) => now - t < FAILURE_WINDOW_MS);
  }

  private wait(key: string, max: number, now: number): number {
    const list = this.recent(key, now);
    if (list.length === 0) this.failures.delete(key);
    if (list.length < max) return 0;
    const oldest = list[list.length - max] ?? now;
    return Math.max(1, Math.ceil((oldest + FAILURE_WINDOW_MS - now) / 1000));
  }
}
