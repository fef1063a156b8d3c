import { createFileRoute } from '@tanstack/react-router';
import { z } from 'zod';
import { polledInvoiceListQueryOptions } from '../../api/invoices/queries';
import { requireSignedIn } from '../../auth/guards';
import { InvoicesScreen } from './-components/InvoicesScreen';

/** `?invoice=<id>` keeps the open Invoice Details dialog in the address. */
const invoicesSearchSchema = z.object({ invoice: z.string().min(1).optional().catch(undefined) });

export const Route = createFileRoute('/_shell/invoices')({
  validateSearch: invoicesSearchSchema,
  beforeLoad: requireSignedIn,
  loader: ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(polledInvoiceListQueryOptions());
  },
  component: InvoicesScreen,
});
