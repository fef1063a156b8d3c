import type { ExtractedInvoice } from '@ap/domain/contract';
import { crossCheck } from '../checks/cross-check';
import { overallConfidence } from '../fields/extract-fields';

/** Cross-checks an e-invoice read from XML like any other, and sets its overall confidence. */
export function finishStructured(invoice: ExtractedInvoice): ExtractedInvoice {
  invoice.checks = crossCheck(invoice);
  invoice.confidence = overallConfidence(invoice);
  return invoice;
}
