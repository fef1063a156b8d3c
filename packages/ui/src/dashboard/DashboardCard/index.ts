export { DashboardCard, type DashboardCardProps } from './DashboardCard';
