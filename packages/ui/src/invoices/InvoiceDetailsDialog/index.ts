export type { InvoiceOriginal, RightPanelView } from './DocumentOrHistory';
export { InvoiceDetailsDialog, type InvoiceDetailsDialogProps } from './InvoiceDetailsDialog';
export { InvoiceDetailsPanel, type InvoiceDetailsPanelProps } from './InvoiceDetailsPanel';
export {
  type InvoiceDialogSavePayload,
  type InvoiceEditor,
  useInvoiceEditor,
} from './useInvoiceEditor';
