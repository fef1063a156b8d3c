import { ERROR_TOASTS } from '@ap/domain';
import { InvoiceTable } from '@ap/ui';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { polledInvoiceListQueryOptions } from '../../../api/invoices/queries';
import { useErrorToast } from '../../../feedback/useErrorToast';

const route = getRouteApi('/_shell/invoices');
// The dialog (and its editors) downloads when an invoice is first opened, not with the list.
const InvoiceDetails = lazy(() =>
  import('../../../invoices/InvoiceDetails').then((module) => ({ default: module.InvoiceDetails })),
);

/** /invoices: the list (polled every 5 s while visible) and the dialog of `?invoice=`. */
export function InvoicesScreen() {
  const { invoice: openInvoiceId } = route.useSearch();
  const navigate = route.useNavigate();
  const list = useQuery({ ...polledInvoiceListQueryOptions(), select: (s) => s.invoices });
  useErrorToast(list.error, ERROR_TOASTS.loadInvoices);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Invoices
      </Title>
      <InvoiceTable
        invoices={list.data}
        loading={list.isPending}
        error={list.isError ? list.error.message : null}
        onViewDetails={(invoiceId) => void navigate({ search: { invoice: invoiceId } })}
      />
      {openInvoiceId && (
        <Suspense fallback={null}>
          <InvoiceDetails
            invoiceId={openInvoiceId}
            onClose={() => void navigate({ search: { invoice: undefined } })}
          />
        </Suspense>
      )}
    </Stack>
  );
}
