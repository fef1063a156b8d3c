export { InvoiceTable, type InvoiceTableProps } from './InvoiceTable';
export {
  type InvoiceRowInput,
  InvoiceTableRow,
  type InvoiceTableRowProps,
} from './InvoiceTableRow';
