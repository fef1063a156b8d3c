export { ApprovalsWaterfall, type ApprovalsWaterfallProps } from './ApprovalsWaterfall';
