import type { Ledger } from './ledger';
import type { StoredTransfer, TransferStatus } from './model';
import type { WebhookSender } from './webhooks';

const NEXT: Partial<Record<TransferStatus, (t: StoredTransfer) => TransferStatus>> = {
  created: () => 'pending',
  pending: (t) => (t.plannedReturn ? 'failed' : 'completed'),
};

/** Moves transfers created → pending → completed (or failed), one step per interval, with a webhook each time. */
export class TransferLifecycle {
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly ledger: Ledger,
    private readonly webhooks: WebhookSender,
    private readonly stepMs: number,
  ) {}

  start(): void {
    this.timer = setInterval(() => this.advanceDue(Date.now()), Math.min(250, this.stepMs));
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
  }

  firstStepAt(now: number): number {
    return now + this.stepMs;
  }

  /** Advances one transfer by one step at once (the sandbox control endpoint uses it). */
  advance(transfer: StoredTransfer): StoredTransfer {
    const next = NEXT[transfer.status]?.(transfer);
    if (!next) return transfer;
    const now = new Date();
    this.ledger.store.update(() => {
      transfer.status = next;
      transfer.updatedOn = now.toISOString();
      transfer.nextStepAt = now.getTime() + this.stepMs;
      if (next === 'completed') transfer.completedOn = now.toISOString();
    });
    this.webhooks.emit('transfer.updated', {
      accountID: transfer.accountID,
      transferID: transfer.transferID,
      status: next,
      foreignID: transfer.foreignID ?? '',
    });
    return transfer;
  }

  private advanceDue(now: number): void {
    for (const transfer of Object.values(this.ledger.state.transfers)) {
      if (NEXT[transfer.status] && transfer.nextStepAt <= now) this.advance(transfer);
    }
  }
}
