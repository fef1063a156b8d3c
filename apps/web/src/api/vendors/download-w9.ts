import { apiFile } from '../client';

/** GET /api/vendors/{id}/w9 (Admin; audited): the W-9 saved by the browser under its name. */
export async function downloadVendorW9(vendorId: string): Promise<void> {
  const { blob, filename } = await apiFile('downloadVendorW9', { id: vendorId });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename ?? 'W-9.pdf';
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file; the object URL can go on the next tick.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
