export { VendorPicker, type VendorPickerProps } from './VendorPicker';
