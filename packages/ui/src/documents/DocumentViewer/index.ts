export { type DocumentFile, DocumentViewer, type DocumentViewerProps } from './DocumentViewer';
export { type DocumentKind, documentKindOf } from './document-kind';
export { DOCUMENT_VIEWER_MESSAGES } from './messages';
export type { SourceHighlight } from './source-highlight';
