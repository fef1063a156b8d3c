export { ApprovalChainsDrawer, type ApprovalChainsDrawerProps } from './ApprovalChainsDrawer';
export type { ApprovalPersonOption, ApprovalVendorOption } from './approvalChainsTypes';
