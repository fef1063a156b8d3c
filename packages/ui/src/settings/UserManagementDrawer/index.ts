export { UserManagementDrawer, type UserManagementDrawerProps } from './UserManagementDrawer';
