export { extractFromDocument } from './document/extract-from-document';
export { sha256Hex } from './document/sha256';
export { extractFromEmail } from './email/extract-from-email';
export { readEmail } from './email/read-email';
export { shutdownOcr } from './ocr/ocr-engine';
export {
  type ApprovalDecision,
  type ApprovalReply,
  ownWords,
  readApprovalDecision,
  readApprovalReply,
  senderAuthenticationFailed,
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
} from './types';
