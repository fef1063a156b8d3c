export { BankAccountDrawer, type BankAccountDrawerProps } from './BankAccountDrawer';
