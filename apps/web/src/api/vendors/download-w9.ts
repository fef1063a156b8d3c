import { saveApiFile } from '../save-file';

/** GET /api/vendors/{id}/w9 (Admin; audited): the W-9 saved by the browser under its name. */
export const downloadVendorW9 = (vendorId: string): Promise<void> =>
  saveApiFile('downloadVendorW9', { id: vendorId }, 'W-9.pdf');
