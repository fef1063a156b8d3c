import PDFDocument from 'pdfkit';

export type W9Fixture = {
  name: string;
  businessName?: string;
  /** The box checked on line 3a. */
  classification:
    | 'Individual/sole proprietor'
    | 'C corporation'
    | 'S corporation'
    | 'Partnership'
    | 'Trust/estate'
    | 'LLC'
    | 'Other';
  /** An LLC's letter (C, S or P). */
  llcLetter?: 'C' | 'S' | 'P';
  exemptPayeeCode?: string;
  address: string;
  cityStateZip: string;
  /** '123-45-6789' or '12-3456789'. */
  ssn?: string;
  ein?: string;
  /** Values as fillable fields (the IRS PDF filled in), or printed into the page (flattened). */
  filled?: 'fields' | 'printed';
  /** The form's revision: March 2024 (default) or October 2018, whose labels differ. */
  revision?: '2024' | '2018';
};

const BOXES: [W9Fixture['classification'], number, number][] = [
  ['Individual/sole proprietor', 50, 164],
  ['C corporation', 180, 164],
  ['S corporation', 260, 164],
  ['Partnership', 340, 164],
  ['Trust/estate', 410, 164],
  ['LLC', 50, 180],
  ['Other', 50, 210],
];

/**
 * Page 1 of Form W-9 (Rev. March 2024) as the IRS lays it out, filled in the way vendors send
 * it: line 1 and 2 names, the line 3a box, line 4's exempt payee code, the address on lines 5
 * and 6 beside the requester's box, and the SSN or EIN in Part I's boxes (pdfkit, fixed date).
 */
export const w9Pdf = (w9: W9Fixture): Promise<Buffer> =>
  new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'LETTER',
      margin: 36,
      info: { CreationDate: new Date(0) },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    const printed = w9.filled === 'printed';
    const old = w9.revision === '2018';
    if (!printed) doc.initForm();
    let fieldNo = 0;
    const value = (text: string | undefined, x: number, y: number, w: number) => {
      fieldNo += 1;
      if (printed) {
        if (text)
          doc
            .font('Helvetica')
            .fontSize(10)
            .text(text, x + 2, y + 2, { lineBreak: false });
      } else
        doc.formText(`f1_${String(fieldNo).padStart(2, '0')}`, x, y, w, 13, { value: text ?? '' });
    };
    const label = (text: string, x: number, y: number, size = 7) =>
      doc.font('Helvetica').fontSize(size).text(text, x, y, { lineBreak: false });

    doc.font('Helvetica-Bold').fontSize(10).text('Form W-9', 36, 36, { lineBreak: false });
    label(old ? '(Rev. October 2018)' : '(Rev. March 2024)', 36, 50);
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .text('Request for Taxpayer Identification Number and Certification', 150, 40, {
        lineBreak: false,
      });
    label('Give form to the requester. Do not send to the IRS.', 470, 40, 6);
    label(
      'Before you begin. For guidance related to the purpose of Form W-9, see Purpose of Form, below.',
      50,
      72,
    );
    label(
      old
        ? '1 Name (as shown on your income tax return). Name is required on this line; do not leave this line blank.'
        : "1 Name of entity/individual. An entry is required. (For a sole proprietor or disregarded entity, enter the owner's name on line 1, and enter the business/disregarded entity's name on line 2.)",
      50,
      86,
      6,
    );
    value(w9.name, 50, 96, 500);
    label('2 Business name/disregarded entity name, if different from above.', 50, 116);
    value(w9.businessName, 50, 126, 500);
    label(
      old
        ? '3 Check appropriate box for federal tax classification of the person whose name is entered on line 1. Check only one of the'
        : '3a Check the appropriate box for federal tax classification of the entity/individual whose name is entered on line 1.',
      50,
      146,
      6,
    );
    label('4 Exemptions (codes apply only to', 460, 146, 6);
    for (const [box, x, y] of BOXES) {
      doc.rect(x, y, 7, 7).stroke();
      if (box === w9.classification) label('X', x + 1, y, 8);
      const text =
        box === 'LLC'
          ? 'LLC. Enter the tax classification (C = C corporation, S = S corporation, P = Partnership)'
          : box === 'Other'
            ? 'Other (see instructions)'
            : old && box === 'Individual/sole proprietor'
              ? 'Individual/sole proprietor or single-member LLC'
              : box;
      label(text, x + 12, y);
    }
    label('. . . . . .', 330, 180);
    if (w9.llcLetter || !printed)
      value(w9.classification === 'LLC' ? w9.llcLetter : undefined, 370, 177, 16);
    label('Exempt payee code (if any)', 460, 164, 6);
    value(w9.exemptPayeeCode, 540, 161, 30);
    label(
      'Note: Check the “LLC” box above and, in the entry space, enter the appropriate code',
      62,
      194,
      6,
    );
    label(
      '3b If on line 3a you checked “Partnership” or “Trust/estate,” or checked “LLC” and entered “P” as its tax',
      50,
      228,
      6,
    );
    label('5 Address (number, street, and apt. or suite no.). See instructions.', 50, 244);
    label('Requester’s name and address (optional)', 380, 244);
    label('Acme Corp, 1 Main Street', 380, 256, 8);
    value(w9.address, 50, 254, 320);
    label('6 City, state, and ZIP code', 50, 272);
    label('Springfield, IL 62701', 380, 284, 8);
    value(w9.cityStateZip, 50, 282, 320);
    label('7 List account number(s) here (optional)', 50, 300);
    doc.font('Helvetica-Bold').fontSize(9).text('Part I', 50, 322, { lineBreak: false });
    doc.text('Taxpayer Identification Number (TIN)', 100, 322, { lineBreak: false });
    label(
      'Enter your TIN in the appropriate box. The TIN provided must match the name given on line 1 to avoid',
      50,
      336,
      6,
    );
    label(
      'backup withholding. For individuals, this is generally your social security number (SSN).',
      50,
      346,
      6,
    );
    label('Social security number', 420, 336);
    const [s1, s2, s3] = (w9.ssn ?? '').split('-');
    value(s1, 420, 348, 40);
    label('–', 463, 350, 8);
    value(s2, 470, 348, 28);
    label('–', 501, 350, 8);
    value(s3, 508, 348, 50);
    label('or', 420, 368);
    label('Employer identification number', 420, 380);
    const [e1, e2] = (w9.ein ?? '').split('-');
    value(e1, 420, 392, 28);
    label('–', 451, 394, 8);
    value(e2, 458, 392, 100);
    doc.font('Helvetica-Bold').fontSize(9).text('Part II', 50, 420, { lineBreak: false });
    doc.text('Certification', 100, 420, { lineBreak: false });
    label('Under penalties of perjury, I certify that:', 50, 434);
    label('Sign Here   Signature of U.S. person', 50, 470);
    doc.end();
  });
