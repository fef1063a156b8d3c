import { saveApiFile } from '../save-file';

/** GET /api/skipped-documents/{id}/original as the signed-in user, saved under its own name. */
export const downloadSkippedOriginal = (id: string, fileName: string): Promise<void> =>
  saveApiFile('downloadSkippedDocumentOriginal', { id }, fileName);
