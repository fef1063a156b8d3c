/**
 * Faults a tester switches on so the product's error handling can be exercised:
 * an HTTP error status, a slow answer, an answer held back after the call took effect (a
 * caller that crashes while waiting has had its effect without learning it), or every
 * issued access token treated as expired.
 */
export type Fault = (
  | { kind: 'status'; status: number }
  | { kind: 'delay'; ms: number }
  | { kind: 'hold'; ms: number }
) & {
  /** Only calls whose path starts with this (default: any). */
  path?: string;
  /** Only calls with this HTTP method (default: any). */
  method?: string;
  times: number;
};

export class FaultState {
  private faults: Fault[] = [];
  /** Access tokens issued before this instant (ms) count as expired. */
  tokensExpiredBefore = 0;

  add(fault: Fault): void {
    this.faults.push(fault);
  }

  clear(): void {
    this.faults = [];
    this.tokensExpiredBefore = 0;
  }

  list(): readonly Fault[] {
    return this.faults;
  }

  expireTokensNow(): void {
    this.tokensExpiredBefore = Date.now() + 1;
  }

  /** Whether the expire-tokens fault is on (the auth stand-in then issues expired tokens). */
  get expiringTokens(): boolean {
    return this.tokensExpiredBefore > 0;
  }

  isExpired(issuedAtMs: number): boolean {
    return issuedAtMs < this.tokensExpiredBefore;
  }

  /** Takes the first fault matching this call, using up one of its repetitions. */
  take(path: string, method = 'GET'): Fault | undefined {
    const index = this.faults.findIndex(
      (fault) =>
        (!fault.path || path.startsWith(fault.path)) &&
        (!fault.method || fault.method.toUpperCase() === method.toUpperCase()),
    );
    const fault = this.faults[index];
    if (!fault) return undefined;
    fault.times -= 1;
    if (fault.times <= 0) this.faults.splice(index, 1);
    return fault;
  }
}
