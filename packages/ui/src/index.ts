export { InvoiceStatusBadge, type InvoiceStatusBadgeProps } from './invoices/InvoiceStatusBadge';
export { theme, UiProvider, type UiProviderProps } from './theme';
