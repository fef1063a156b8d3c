import type { ApiConfig } from '../config/env';
import type { Database } from '../db/database';
import type { MoovPayments } from '../integrations/moov/moov-payments';
import type { JobSender } from '../jobs/job-queue';

/** What payment execution needs: the database, the Moov and QuickBooks settings, the queue. */
export type PaymentDeps = {
  db: Database;
  config: Pick<ApiConfig, 'moov' | 'quickbooks' | 'moovFacilitatorAccountId'>;
  moov: MoovPayments;
  jobs: JobSender;
};

/** Today's date (UTC) as YYYY-MM-DD. */
export const isoDate = (at: Date = new Date()): string => at.toISOString().slice(0, 10);

/** SPEC §5: arrival date = payment date + 4 calendar days. */
export const arrivalDateOf = (paymentDate: string): string => {
  const day = new Date(`${paymentDate}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + 4);
  return isoDate(day);
};
