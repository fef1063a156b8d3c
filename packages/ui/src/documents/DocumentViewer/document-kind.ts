/** How the viewer shows a file: pages of a PDF, an image, an e-invoice's table, or text. */
export type DocumentKind = 'pdf' | 'image' | 'einvoice' | 'html' | 'text' | 'unsupported';

/** The kind of a file from its content type, else its file name's extension. */
export const documentKindOf = (contentType: string, filename?: string | null): DocumentKind => {
  const type = contentType.toLowerCase().split(';')[0]?.trim() ?? '';
  const extension = filename?.toLowerCase().split('.').pop() ?? '';
  if (type === 'application/pdf' || extension === 'pdf') return 'pdf';
  if (type.startsWith('image/')) return 'image';
  if (type.endsWith('/xml') || type.endsWith('+xml') || extension === 'xml') return 'einvoice';
  if (type === 'text/html' || extension === 'html' || extension === 'htm') return 'html';
  if (type.startsWith('text/') || type === 'message/rfc822' || extension === 'eml') return 'text';
  return 'unsupported';
};
