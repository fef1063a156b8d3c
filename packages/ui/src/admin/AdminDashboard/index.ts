export { AdminDashboard, type AdminDashboardProps, type AdminTab } from './AdminDashboard';
