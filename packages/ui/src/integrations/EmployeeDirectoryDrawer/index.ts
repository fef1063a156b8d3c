export {
  EmployeeDirectoryDrawer,
  type EmployeeDirectoryDrawerProps,
} from './EmployeeDirectoryDrawer';
