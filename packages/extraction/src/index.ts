export { sha256Hex } from './document/sha256';
export { extractFromEmail } from './email/extract-from-email';
export { readEmail } from './email/read-email';
export {
  type HeaderLine,
  headerAddresses,
  readAuthenticationResults,
  readSenderIdentity,
} from './email/sender-identity';
export { extractFromDocument } from './extract-from-document';
export { applyReadingHints } from './learning/apply-hints';
export { learnFromDocument } from './learning/learn-from-document';
export { learnReadingHints } from './learning/learn-hints';
export { describePlace, parsePlace } from './learning/printed-place';
export type {
  AppliedHint,
  CorrectedFields,
  LabelledField,
  PrintedPlace,
  ReadingHints,
} from './learning/reading-hints';
export { hasHints, LABELLED_FIELDS } from './learning/reading-hints';
export { keepOcrResident, shutdownOcr } from './ocr/ocr-engine';
export {
  type ApprovalDecision,
  ownWords,
  readApprovalDecision,
  readApprovalReply,
} from './reply/approval-decision';
export { readVendorReply, type VendorReply } from './reply/read-vendor-reply';
export {
  extractVendorDetails,
  isValidRoutingNumber,
  stripQuoted,
  type VendorDetails,
} from './reply/vendor-details';
export type {
  EmailExtractionResult,
  EmailHeaders,
  ExtractionResult,
  ExtractOptions,
  InputDocument,
  KeptAttachment,
  LlmOptions,
  SkippedDocument,
  SkippedDocumentType,
} from './types';
export { readW9Attachments, type W9Attachment } from './w9/read-w9-email';
export { readW9Form, type W9Form } from './w9/read-w9-form';
