export { VendorBlock, type VendorBlockProps } from './VendorBlock';
export { VendorDetailsPopover, type VendorDetailsPopoverProps } from './VendorDetailsPopover';
