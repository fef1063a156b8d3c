/** What the document viewer says. */
export const DOCUMENT_VIEWER_MESSAGES = {
  loadFailed: 'Failed to load the original document.',
  renderFailed: 'The original document could not be shown.',
  none: 'No original document is kept for this invoice.',
  unsupported: 'This kind of file cannot be shown here; download it to open it.',
  einvoiceCaption: 'E-invoice: each element as printed in the file',
} as const;
