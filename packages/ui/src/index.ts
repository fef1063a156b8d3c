export { AdminDashboard, type AdminDashboardProps, type AdminTab } from './admin/AdminDashboard';
export {
  type AdminInvoice,
  AdminInvoicesTable,
  type AdminInvoicesTableProps,
  StoredStatusBadge,
  type StoredStatusBadgeProps,
} from './admin/AdminInvoicesTable';
export { AdminTableFrame, type AdminTableFrameProps } from './admin/AdminTableFrame';
export {
  AdminTaskFiltersBar,
  type AdminTaskFiltersBarProps,
  type AdminTaskFilterValues,
  AdminTasksTable,
  type AdminTasksTableProps,
  NO_TASK_FILTERS,
} from './admin/AdminTasksTable';
export {
  type AdminVendor,
  AdminVendorsTable,
  type AdminVendorsTableProps,
} from './admin/AdminVendorsTable';
export {
  AUDIT_LOG_EMPTY,
  AuditLogFiltersBar,
  type AuditLogFiltersBarProps,
  type AuditLogFilterValues,
  AuditLogPage,
  type AuditLogPageProps,
  AuditLogTable,
  type AuditLogTableProps,
  NO_AUDIT_FILTERS,
} from './admin/AuditLogTable';
export { DeleteRowButton, type DeleteRowButtonProps } from './admin/DeleteRowButton';
export {
  Form1099ReportPage,
  type Form1099ReportPageProps,
  report1099Empty,
} from './admin/Form1099Report';
export { AppHeader, type AppHeaderProps, PRODUCT_TITLE } from './app-frame/AppHeader';
export { AppLayout, type AppLayoutProps } from './app-frame/AppLayout';
export { LandingWelcome, type LandingWelcomeProps } from './app-frame/LandingWelcome';
export { SettingsMenu, type SettingsMenuProps } from './app-frame/SettingsMenu';
export { StartupScreen, type StartupScreenProps } from './app-frame/StartupScreen';
export { DashboardCard, type DashboardCardProps } from './dashboard/DashboardCard';
export { DashboardView, type DashboardViewProps } from './dashboard/DashboardView';
export { PendingTasksCard, type PendingTasksCardProps } from './dashboard/PendingTasksCard';
export {
  RecentThreadsCard,
  type RecentThreadsCardProps,
  ThreadItem,
  type ThreadItemProps,
  ThreadMessageBox,
  type ThreadMessageBoxProps,
} from './dashboard/RecentThreadsCard';
export { StatCards, type StatCardsProps } from './dashboard/StatCards';
export {
  DOCUMENT_VIEWER_MESSAGES,
  type DocumentFile,
  type DocumentKind,
  DocumentViewer,
  type DocumentViewerProps,
  documentKindOf,
  type SourceHighlight,
} from './documents/DocumentViewer';
export { ConfirmDialog, type ConfirmDialogProps } from './feedback/ConfirmDialog';
export { RestrictionNote, type RestrictionNoteProps } from './feedback/RestrictionNote';
export { errorDetail, showErrorToast, showSuccessToast } from './feedback/toasts';
export {
  formatFileSize,
  SKIPPED_DOCUMENT_TYPE_LABELS,
  SKIPPED_DOCUMENTS_EMPTY,
  type SkippedDocumentsFilter,
  SkippedDocumentsPage,
  type SkippedDocumentsPageProps,
  SkippedDocumentsTable,
  type SkippedDocumentsTableProps,
  skippedFileLabel,
} from './intake/SkippedDocuments';
export { BankAccountDrawer, type BankAccountDrawerProps } from './integrations/BankAccountDrawer';
export { ConnectButton, type ConnectButtonProps } from './integrations/ConnectButton';
export {
  ConnectionStatus,
  type ConnectionStatusProps,
  StatusLoading,
} from './integrations/ConnectionStatus';
export {
  EmployeeDirectoryDrawer,
  type EmployeeDirectoryDrawerProps,
} from './integrations/EmployeeDirectoryDrawer';
export {
  ChartRefresh,
  type ChartRefreshProps,
  ErpDrawer,
  type ErpDrawerProps,
  MappingRules,
  type MappingRulesProps,
} from './integrations/ErpDrawer';
export {
  MailboxDrawer,
  type MailboxDrawerProps,
  PermissionLevelField,
  type PermissionLevelFieldProps,
} from './integrations/MailboxDrawer';
export {
  UnderConstructionButton,
  type UnderConstructionButtonProps,
} from './integrations/UnderConstructionButton';
export {
  type TwoClickPhase,
  UnlinkButton,
  type UnlinkButtonProps,
  useTwoClickConfirm,
} from './integrations/UnlinkButton';
export {
  ANY_ADMIN_APPROVER,
  ApprovalsWaterfall,
  type ApprovalsWaterfallProps,
} from './invoices/ApprovalsWaterfall';
export {
  CheckItem,
  type CheckItemProps,
  ChecksPanel,
  type ChecksPanelProps,
} from './invoices/ChecksPanel';
export {
  InvoiceDetailsDialog,
  type InvoiceDetailsDialogProps,
  InvoiceDetailsPanel,
  type InvoiceDetailsPanelProps,
  type InvoiceDialogSavePayload,
  type InvoiceEditor,
  useInvoiceEditor,
} from './invoices/InvoiceDetailsDialog';
export {
  InvoiceDetailsHeader,
  type InvoiceDetailsHeaderProps,
} from './invoices/InvoiceDetailsHeader';
export {
  EditableField,
  type EditableFieldProps,
  InvoiceFields,
  type InvoiceFieldsProps,
  InvoiceInformation,
  type InvoiceInformationProps,
} from './invoices/InvoiceFields';
export { InvoiceStatusBadge, type InvoiceStatusBadgeProps } from './invoices/InvoiceStatusBadge';
export {
  type InvoiceRowInput,
  InvoiceTable,
  type InvoiceTableProps,
  InvoiceTableRow,
  type InvoiceTableRowProps,
} from './invoices/InvoiceTable';
export {
  LineCoding,
  type LineCodingChange,
  type LineCodingControls,
  type LineCodingProps,
  LineItemPanel,
  type LineItemPanelProps,
  LineItems,
  type LineItemsProps,
} from './invoices/LineItems';
export {
  PaymentBlock,
  type PaymentBlockProps,
  PaymentDates,
  type PaymentDatesProps,
  PaymentMethodPicker,
  type PaymentMethodPickerProps,
} from './invoices/PaymentBlock';
export {
  VendorBlock,
  type VendorBlockProps,
  VendorDetailsPopover,
  type VendorDetailsPopoverProps,
} from './invoices/VendorBlock';
export {
  type Choice,
  ChoiceList,
  type ChoiceListProps,
  OnboardingWizard,
  type OnboardingWizardProps,
} from './onboarding/OnboardingWizard';
export {
  ApprovalChainsDrawer,
  type ApprovalChainsDrawerProps,
  type ApprovalPersonOption,
  type ApprovalVendorOption,
} from './settings/ApprovalChainsDrawer';
export {
  CompanyDetailsDrawer,
  type CompanyDetailsDrawerProps,
} from './settings/CompanyDetailsDrawer';
export {
  MandatoryChecksDrawer,
  type MandatoryChecksDrawerProps,
} from './settings/MandatoryChecksDrawer';
export { PaymentControls, type PaymentControlsProps } from './settings/PaymentControls';
export {
  ProtectedActionsDrawer,
  type ProtectedActionsDrawerProps,
} from './settings/ProtectedActionsDrawer';
export { SettingsDrawer, type SettingsDrawerProps } from './settings/SettingsDrawer';
export {
  IntegrationCards,
  type IntegrationCardsProps,
  PreferenceCards,
  type PreferenceCardsProps,
  SETTINGS_DRAWER_IDS,
  SettingsCard,
  type SettingsCardProps,
  type SettingsDrawerId,
  SettingsPage,
  type SettingsPageProps,
} from './settings/SettingsPage';
export {
  ToggleConfigEditor,
  type ToggleConfigEditorProps,
  type ToggleConfigItem,
  type ToggleConfigRules,
  type ToggleConfigWording,
} from './settings/ToggleConfigDrawer';
export {
  UserManagementDrawer,
  type UserManagementDrawerProps,
} from './settings/UserManagementDrawer';
export {
  VendorSubsetDrawer,
  type VendorSubsetDrawerProps,
  VendorSubsetForm,
  type VendorSubsetFormProps,
} from './settings/VendorSubsetDrawer';
export { CancelTaskConfirm, type CancelTaskConfirmProps } from './tasks/CancelTaskConfirm';
export {
  SendEmailTaskForm,
  type SendEmailTaskFormProps,
  SendEmailTaskModal,
  type SendEmailTaskModalProps,
} from './tasks/SendEmailTaskForm';
export {
  TaskActions,
  type TaskActionsProps,
  TaskCard,
  type TaskCardProps,
  TaskParametersSummary,
  type TaskParametersSummaryProps,
  TaskStatusBadge,
  type TaskStatusBadgeProps,
} from './tasks/TaskCard';
export { theme, UiProvider, type UiProviderProps } from './theme';
export {
  READING_RULES_EMPTY,
  ReadingRulesList,
  type ReadingRulesListProps,
} from './vendors/ReadingRulesList';
export { VendorPicker, type VendorPickerProps } from './vendors/VendorPicker';
export {
  PendingApprovals,
  type PendingApprovalsProps,
  WorkflowHistory,
  type WorkflowHistoryProps,
} from './workflow/WorkflowHistory';
export {
  RunSummary,
  type RunSummaryProps,
  RunTasks,
  type RunTasksProps,
  RunTimeline,
  type RunTimelineProps,
  WorkflowRunCard,
  type WorkflowRunCardProps,
} from './workflow/WorkflowRunCard';
