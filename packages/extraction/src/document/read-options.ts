import type { ExtractedInvoice } from '@ap/domain/contract';
import type { TextLayout } from '../layout/text-layout';
import type { OcrPage } from '../ocr/read-image';
import type { ExtractOptions } from '../types';

/** Options the package passes to itself while reading one part of an e-mail. */
export type ReadOptions = ExtractOptions & {
  /** The part is an e-mail body, not a file: it becomes an invoice only on strong evidence. */
  asEmailBody?: boolean;
  /** The e-mail's sender, a hint for the vendor of an invoice written in the body. */
  senderName?: string;
  senderEmail?: string;
  /**
   * Learning: given the text layout each invoice was read from, before any hint, and the OCR'd
   * pages it was built from (a scan or photo).
   */
  onLayout?: (layout: TextLayout, firstPass: ExtractedInvoice, pages?: OcrPage[]) => void;
};
