export { CompanyDetailsDrawer, type CompanyDetailsDrawerProps } from './CompanyDetailsDrawer';
