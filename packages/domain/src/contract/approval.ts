import { z } from 'zod';

/** One step of an invoice's approval waterfall. */
export const ApprovalSchema = z.object({
  role: z.string(),
  approver: z.string(),
  approved: z.boolean(),
});

export type Approval = z.infer<typeof ApprovalSchema>;
