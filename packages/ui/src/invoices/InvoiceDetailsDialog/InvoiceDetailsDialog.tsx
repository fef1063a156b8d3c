import { APP_MESSAGES, ERROR_TOASTS, INVOICE_DIALOG_SIZE } from '@ap/domain';
import type { Invoice } from '@ap/domain/contract';
import { Alert, Box, Modal, type ModalProps, SimpleGrid, Text } from '@mantine/core';
import { WorkflowHistory, type WorkflowHistoryProps } from '../../workflow/WorkflowHistory';
import { FieldSourcesProvider } from '../FieldSources';
import {
  DocumentOrHistory,
  type InvoiceOriginal,
  type RightPanelView,
  useFieldHighlight,
} from './DocumentOrHistory';
import { InvoiceDetailsPanel, type InvoiceDetailsPanelProps } from './InvoiceDetailsPanel';

export interface InvoiceDetailsDialogProps
  extends Omit<InvoiceDetailsPanelProps, 'invoice'>,
    Omit<WorkflowHistoryProps, 'loading' | 'error' | 'runs'> {
  /** Whether the dialog is open. */
  opened: boolean;
  /** Closes the dialog. */
  onClose: () => void;
  /** The invoice; null while it loads or when loading failed. */
  invoice: Invoice | null;
  /** The invoice is loading: the left panel shows 'Loading...'; default false. */
  invoiceLoading?: boolean;
  /** Invoice load failure detail: shows 'Failed to load invoice details.'; default null. */
  invoiceError?: string | null;
  /** The invoice's workflow runs; default none. */
  workflowRuns?: WorkflowHistoryProps['runs'];
  /** The runs are loading; default false. */
  workflowRunsLoading?: boolean;
  /** Run load failure detail: shows 'Failed to load workflow runs.'; default null. */
  workflowRunsError?: string | null;
  /**
   * The original the invoice was read from: the right panel then switches between Workflow
   * History and the document (a field hovered or focused is outlined on it). Default: none.
   */
  original?: InvoiceOriginal;
  /** The right panel's first view when there is an original; default 'history'. */
  defaultView?: RightPanelView;
  /** Modal transition, e.g. `{ duration: 0 }` in stories; default Mantine's. */
  transitionProps?: ModalProps['transitionProps'];
}

// Mantine reads a percentage size against the modal's padded inner box (5vw each side), which
// gives 81% of the window; the spec means the viewport, so the size is given in vw / vh.
const VIEWPORT_SHARE = Number.parseFloat(INVOICE_DIALOG_SIZE);
const DIALOG_WIDTH = `${VIEWPORT_SHARE}vw`;
const DIALOG_HEIGHT = `${VIEWPORT_SHARE}vh`;
const PANEL_HEIGHT = `calc(${DIALOG_HEIGHT} - 80px)`;

/** The Invoice Details dialog (90% of the viewport): invoice on the left, Workflow History on the right. */
export function InvoiceDetailsDialog({
  opened,
  onClose,
  invoice,
  invoiceLoading = false,
  invoiceError = null,
  workflowRuns,
  workflowRunsLoading = false,
  workflowRunsError = null,
  transitionProps,
  original,
  defaultView,
  currentUser,
  now,
  onSave,
  onPay,
  decidableApprovalSteps,
  onApproveInvoice,
  approveInvoiceDisabledReason,
  onRevealBankDetails,
  onOverrideCheckWithReason,
  onRequestW9,
  onEmailRequisitioner,
  onDownloadVendorW9,
  vendorCorrection,
  readingRules,
  lineCoding,
  ...history
}: InvoiceDetailsDialogProps) {
  const pointed = useFieldHighlight(invoice);
  const left = () => {
    if (invoiceLoading) return <Text>{APP_MESSAGES.loading}</Text>;
    if (invoiceError !== null || invoice === null)
      return (
        <Alert color="red" title={ERROR_TOASTS.loadInvoiceDetails} role="alert">
          {invoiceError}
        </Alert>
      );
    return (
      <InvoiceDetailsPanel
        // A different invoice starts a fresh edit session.
        key={invoice.id}
        invoice={invoice}
        currentUser={currentUser}
        now={now}
        onSave={onSave}
        onPay={onPay}
        decidableApprovalSteps={decidableApprovalSteps}
        onApproveInvoice={onApproveInvoice}
        approveInvoiceDisabledReason={approveInvoiceDisabledReason}
        onRevealBankDetails={onRevealBankDetails}
        {...(onOverrideCheckWithReason ? { onOverrideCheckWithReason } : {})}
        onRequestW9={onRequestW9}
        onEmailRequisitioner={onEmailRequisitioner}
        onDownloadVendorW9={onDownloadVendorW9}
        {...(vendorCorrection ? { vendorCorrection } : {})}
        {...(readingRules ? { readingRules } : {})}
        {...(lineCoding ? { lineCoding } : {})}
      />
    );
  };
  const workflowHistory = (
    <WorkflowHistory
      runs={workflowRuns}
      loading={workflowRunsLoading}
      error={workflowRunsError}
      {...history}
    />
  );
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Invoice Details"
      size={DIALOG_WIDTH}
      xOffset={`${(100 - VIEWPORT_SHARE) / 2}vw`}
      yOffset={`${(100 - VIEWPORT_SHARE) / 2}vh`}
      transitionProps={transitionProps}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ content: { height: DIALOG_HEIGHT } }}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Box
          component="section"
          aria-label="Invoice"
          tabIndex={0}
          h={PANEL_HEIGHT}
          style={{ overflowY: 'auto' }}
          pr="xs"
        >
          <FieldSourcesProvider
            sources={invoice?.field_sources ?? []}
            active={pointed.active}
            onActivate={pointed.setActive}
          >
            {left()}
          </FieldSourcesProvider>
        </Box>
        {/* Each panel scrolls on its own: focusable so a keyboard can scroll it (axe). */}
        <Box
          component="section"
          aria-label={
            original === undefined ? 'Workflow History' : 'Workflow History and original document'
          }
          tabIndex={0}
          h={PANEL_HEIGHT}
          style={{ overflowY: 'auto' }}
          pr="xs"
        >
          {original === undefined ? (
            workflowHistory
          ) : (
            <DocumentOrHistory
              history={workflowHistory}
              original={original}
              highlight={pointed.highlight}
              defaultView={defaultView}
              height={`calc(${PANEL_HEIGHT} - 60px)`}
            />
          )}
        </Box>
      </SimpleGrid>
    </Modal>
  );
}
