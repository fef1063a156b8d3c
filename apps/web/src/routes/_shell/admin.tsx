import { TASK_STATUSES, TASK_TYPES } from '@ap/domain';
import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { adminInvoicesQueryOptions } from '../../api/admin/queries';
import { requireSignedIn } from '../../auth/guards';
import { AdminScreen } from './-components/AdminScreen';

/** The open tab and the task filters live in the address (`?tab=tasks&status=pending`). */
const adminSearchSchema = z.object({
  tab: z.enum(['invoices', 'vendors', 'tasks']).optional().catch(undefined),
  status: z.enum(TASK_STATUSES).optional().catch(undefined),
  type: z.enum(TASK_TYPES).optional().catch(undefined),
  created: z.iso.date().optional().catch(undefined),
});

export type AdminSearch = z.infer<typeof adminSearchSchema>;

export const Route = createFileRoute('/_shell/admin')({
  validateSearch: adminSearchSchema,
  beforeLoad: requireSignedIn,
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(adminInvoicesQueryOptions());
  },
  component: AdminScreen,
});
