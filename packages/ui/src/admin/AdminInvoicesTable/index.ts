export {
  type AdminInvoice,
  AdminInvoicesTable,
  type AdminInvoicesTableProps,
} from './AdminInvoicesTable';
export { StoredStatusBadge, type StoredStatusBadgeProps } from './StoredStatusBadge';
