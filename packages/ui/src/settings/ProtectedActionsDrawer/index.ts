export { ProtectedActionsDrawer, type ProtectedActionsDrawerProps } from './ProtectedActionsDrawer';
