import { z } from 'zod';

/**
 * One step of an invoice's approval waterfall. Beyond SPEC §3's role, approver and approved:
 * a waiting step that names nobody may list `any_of` (any one of them approves it) or need a
 * `min_role` (who may take it; absent: 'Owner' for a step called Owner, else 'Admin').
 */
export const ApprovalSchema = z.object({
  role: z.string(),
  approver: z.string(),
  approved: z.boolean(),
  any_of: z.array(z.string()).optional(),
  min_role: z.enum(['Admin', 'Owner']).optional(),
});

export type Approval = z.infer<typeof ApprovalSchema>;
