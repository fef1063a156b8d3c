export { MailboxDrawer, type MailboxDrawerProps } from './MailboxDrawer';
export { PermissionLevelField, type PermissionLevelFieldProps } from './PermissionLevelField';
