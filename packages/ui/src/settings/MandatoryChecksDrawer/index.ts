export { MandatoryChecksDrawer, type MandatoryChecksDrawerProps } from './MandatoryChecksDrawer';
