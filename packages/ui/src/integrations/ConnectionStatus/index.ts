export { ConnectionStatus, type ConnectionStatusProps } from './ConnectionStatus';
export { StatusLoading } from './StatusLoading';
