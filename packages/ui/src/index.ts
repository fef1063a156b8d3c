export { InvoiceStatusBadge, type InvoiceStatusBadgeProps } from './components/InvoiceStatusBadge';
export { theme, UiProvider, type UiProviderProps } from './theme';
