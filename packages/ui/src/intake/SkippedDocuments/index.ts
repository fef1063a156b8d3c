export { SkippedDocumentsPage, type SkippedDocumentsPageProps } from './SkippedDocumentsPage';
export {
  SKIPPED_DOCUMENTS_EMPTY,
  type SkippedDocumentsFilter,
  SkippedDocumentsTable,
  type SkippedDocumentsTableProps,
} from './SkippedDocumentsTable';
export {
  formatFileSize,
  SKIPPED_DOCUMENT_TYPE_LABELS,
  skippedFileLabel,
} from './skipped-document-labels';
