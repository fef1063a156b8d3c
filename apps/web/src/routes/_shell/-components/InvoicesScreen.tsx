import { ERROR_TOASTS } from '@ap/domain';
import { InvoiceTable } from '@ap/ui';
import { Stack, Title } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useErrorToast } from '../../../feedback/useErrorToast';
import { useInvoiceList } from '../../../invoices/useInvoiceList';

const route = getRouteApi('/_shell/invoices');
// The dialog (and its editors) downloads when an invoice is first opened, not with the list.
const InvoiceDetails = lazy(() =>
  import('../../../invoices/InvoiceDetails').then((module) => ({ default: module.InvoiceDetails })),
);

/** /invoices: the list (its changes polled every 5 s while visible) and the dialog of `?invoice=`. */
export function InvoicesScreen() {
  const { invoice: openInvoiceId } = route.useSearch();
  const navigate = route.useNavigate();
  const list = useInvoiceList();
  useErrorToast(list.error ?? list.laterError, ERROR_TOASTS.loadInvoices);

  return (
    <Stack gap="lg">
      <Title order={1} size="h2">
        Invoices
      </Title>
      <InvoiceTable
        invoices={list.rows}
        loading={list.loading}
        error={list.error ? list.error.message : null}
        loadingMore={list.loadingMore}
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
