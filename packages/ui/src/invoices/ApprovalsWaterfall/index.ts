export {
  ANY_ADMIN_APPROVER,
  ApprovalsWaterfall,
  type ApprovalsWaterfallProps,
} from './ApprovalsWaterfall';
