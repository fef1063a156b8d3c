export { VendorSubsetDrawer, type VendorSubsetDrawerProps } from './VendorSubsetDrawer';
export { VendorSubsetForm, type VendorSubsetFormProps } from './VendorSubsetForm';
