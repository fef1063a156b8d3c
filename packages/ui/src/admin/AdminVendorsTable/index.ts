export {
  type AdminVendor,
  AdminVendorsTable,
  type AdminVendorsTableProps,
} from './AdminVendorsTable';
