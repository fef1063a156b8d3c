import { createFileRoute } from '@tanstack/react-router';
import { invoicePagesQueryOptions } from '../../api/invoices/queries';
import { optionalText } from '../../app/search-params';
import { requireSignedIn } from '../../auth/guards';
import { InvoicesScreen } from './-components/InvoicesScreen';

/** `?invoice=<id>` keeps the open Invoice Details dialog in the address. */
export interface InvoicesSearch {
  invoice?: string;
}

export const Route = createFileRoute('/_shell/invoices')({
  validateSearch: (search: Record<string, unknown>): InvoicesSearch => ({
    invoice: optionalText(search.invoice),
  }),
  beforeLoad: requireSignedIn,
  loader: ({ context: { queryClient } }) => {
    // The first page only; the screen loads the rest behind it.
    void queryClient.prefetchInfiniteQuery(invoicePagesQueryOptions());
  },
  component: InvoicesScreen,
});
