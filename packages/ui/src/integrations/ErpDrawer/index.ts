export { ErpDrawer, type ErpDrawerProps } from './ErpDrawer';
