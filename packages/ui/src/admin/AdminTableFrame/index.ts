export { AdminTableFrame, type AdminTableFrameProps } from './AdminTableFrame';
