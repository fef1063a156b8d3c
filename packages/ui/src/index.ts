export {
  type TwoClickPhase,
  UnlinkButton,
  type UnlinkButtonProps,
  useTwoClickConfirm,
} from './integrations/UnlinkButton';
export { InvoiceStatusBadge, type InvoiceStatusBadgeProps } from './invoices/InvoiceStatusBadge';
export { theme, UiProvider, type UiProviderProps } from './theme';
