import { SKIPPED_DOCUMENT_MESSAGES } from '@ap/domain';
import { SkippedDocumentsPage, showSuccessToast, skippedFileLabel } from '@ap/ui';
import { useInfiniteQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { downloadSkippedOriginal } from '../../../api/skipped-documents/download-original';
import { useReadAsInvoice } from '../../../api/skipped-documents/mutations';
import { skippedDocumentsQueryOptions } from '../../../api/skipped-documents/queries';
import { runAction } from '../../../feedback/toast-action';

const route = getRouteApi('/_shell/admin_/skipped-documents');

/**
 * /admin/skipped-documents: the e-mail attachments the assistant did not take as invoices,
 * with why; a person downloads the original and, when it is an invoice after all, reads it as
 * one (a toast says so and the row then opens the new invoice).
 */
export function SkippedDocumentsScreen() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const filter = search.show ?? 'open';
  const list = useInfiniteQuery(skippedDocumentsQueryOptions(filter));
  const read = useReadAsInvoice();

  return (
    <SkippedDocumentsPage
      onBack={() => void navigate({ to: '/admin' })}
      table={{
        documents: list.data?.pages.flatMap((page) => page.documents),
        loading: list.isPending,
        error: list.isError ? SKIPPED_DOCUMENT_MESSAGES.loadFailed : null,
        filter,
        onFilterChange: (show) =>
          void navigate({ search: { show: show === 'open' ? undefined : show }, replace: true }),
        onDownload: (document) =>
          void runAction(
            () => downloadSkippedOriginal(document.id, skippedFileLabel(document.file_name)),
            { failed: SKIPPED_DOCUMENT_MESSAGES.downloadFailed },
          ).catch(() => undefined),
        onReadAsInvoice: (document) =>
          void runAction(() => read.mutateAsync(document.id), {
            failed: SKIPPED_DOCUMENT_MESSAGES.readFailed,
          })
            .then((answer) => {
              const file = skippedFileLabel(document.file_name);
              showSuccessToast(
                SKIPPED_DOCUMENT_MESSAGES.readTitle,
                answer.already_read
                  ? SKIPPED_DOCUMENT_MESSAGES.alreadyRead(file)
                  : SKIPPED_DOCUMENT_MESSAGES.readMessage(file),
              );
            })
            .catch(() => undefined),
        onOpenInvoice: (invoiceId) =>
          void navigate({ to: '/invoices', search: { invoice: invoiceId } }),
        readingId: read.isPending ? (read.variables ?? null) : null,
        hasMore: list.hasNextPage,
        onMore: () => void list.fetchNextPage(),
      }}
    />
  );
}
