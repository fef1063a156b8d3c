export { InvoiceDetailsHeader, type InvoiceDetailsHeaderProps } from './InvoiceDetailsHeader';
