import { ERROR_TOASTS } from '@ap/domain';
import { InvoiceTable } from '@ap/ui';
import { Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { polledInvoiceListQueryOptions } from '../../../api/invoices/queries';
import { useErrorToast } from '../../../feedback/useErrorToast';
import { InvoiceDetails } from '../../../invoices/InvoiceDetails';

const route = getRouteApi('/_shell/invoices');

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
        <InvoiceDetails
          invoiceId={openInvoiceId}
          onClose={() => void navigate({ search: { invoice: undefined } })}
        />
      )}
    </Stack>
  );
}
