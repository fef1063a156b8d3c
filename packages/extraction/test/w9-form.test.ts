import { describe, expect, it } from 'vitest';
import { readW9Form } from '../src/w9/read-w9-form';
import { w9Pdf } from './support/w9-pdf';

describe('reading a Form W-9', () => {
  it('reads a filled-in fillable form: names, the checked box, the SSN and the address', async () => {
    const form = await readW9Form(
      await w9Pdf({
        name: 'Jordan Rivera',
        businessName: 'Rivera Design Studio',
        classification: 'Individual/sole proprietor',
        address: '88 Elm Street, Suite 4',
        cityStateZip: 'Austin, TX 78701',
        ssn: '123-45-6789',
      }),
    );
    expect(form).toEqual({
      legalName: 'Jordan Rivera',
      businessName: 'Rivera Design Studio',
      taxClassification: 'individual_sole_proprietor',
      exemptPayeeCode: null,
      tin: '123456789',
      tinType: 'SSN',
      address: '88 Elm Street, Suite 4, Austin, TX 78701',
    });
  });

  it('reads a printed (flattened) form: an LLC taxed as a partnership with an EIN', async () => {
    const form = await readW9Form(
      await w9Pdf({
        name: 'Widget Works LLC',
        classification: 'LLC',
        llcLetter: 'P',
        address: '77 Mill Lane',
        cityStateZip: 'Portland, OR 97201',
        ein: '12-3456789',
        filled: 'printed',
      }),
    );
    expect(form).toMatchObject({
      legalName: 'Widget Works LLC',
      businessName: null,
      taxClassification: 'llc_p',
      tin: '123456789',
      tinType: 'EIN',
      address: '77 Mill Lane, Portland, OR 97201',
    });
  });

  it('reads a corporation and its exempt payee code', async () => {
    const form = await readW9Form(
      await w9Pdf({
        name: 'Big Steel Inc.',
        classification: 'C corporation',
        exemptPayeeCode: '5',
        address: '1 Foundry Road',
        cityStateZip: 'Pittsburgh, PA 15201',
        ein: '98-7654321',
      }),
    );
    expect(form).toMatchObject({
      taxClassification: 'c_corporation',
      exemptPayeeCode: '5',
      tin: '987654321',
      tinType: 'EIN',
    });
  });

  it('reads the October 2018 revision (other labels, no line 3b)', async () => {
    const form = await readW9Form(
      await w9Pdf({
        revision: '2018',
        name: 'Dana Lopez',
        businessName: 'Lopez Consulting',
        classification: 'Individual/sole proprietor',
        address: '9 Oak Court',
        cityStateZip: 'Madison, WI 53703',
        ssn: '321-54-9876',
        filled: 'printed',
      }),
    );
    expect(form).toEqual({
      legalName: 'Dana Lopez',
      businessName: 'Lopez Consulting',
      taxClassification: 'individual_sole_proprietor',
      exemptPayeeCode: null,
      tin: '321549876',
      tinType: 'SSN',
      address: '9 Oak Court, Madison, WI 53703',
    });
  });

  it('is no W-9 when the PDF is something else', async () => {
    const PDFDocument = (await import('pdfkit')).default;
    const bytes = await new Promise<Buffer>((resolve) => {
      const doc = new PDFDocument();
      const chunks: Buffer[] = [];
      doc.on('data', (chunk: Buffer) => chunks.push(chunk));
      doc.on('end', () => resolve(Buffer.concat(chunks)));
      doc.text('INVOICE 42  Total 100.00  Employer identification number 12-3456789');
      doc.end();
    });
    expect(await readW9Form(bytes)).toBeUndefined();
  });
});
