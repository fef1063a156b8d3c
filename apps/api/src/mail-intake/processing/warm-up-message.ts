/** A one-page PDF with lines of text (offsets computed, so the PDF reader takes it as is). */
const smallPdf = (lines: string[]): string => {
  const content = `BT /F1 12 Tf 14 TL 20 180 Td ${lines.map((line) => `(${line}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets = objects.map((body, index) => {
    const offset = pdf.length;
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
    return offset;
  });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) pdf += `${String(offset).padStart(10, '0')} 00000 n \n`;
  return `${pdf}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
};

/**
 * What an extraction thread reads first: an e-mail with a small PDF invoice, so the e-mail,
 * PDF and field readers are loaded before a real message waits on them.
 */
export const WARM_UP_MESSAGE = new TextEncoder().encode(
  [
    'From: start@localhost',
    'To: start@localhost',
    'Subject: start',
    'MIME-Version: 1.0',
    'Content-Type: multipart/mixed; boundary="part"',
    '',
    '--part',
    'Content-Type: text/plain',
    '',
    'start',
    '--part',
    'Content-Type: application/pdf; name="start.pdf"',
    'Content-Disposition: attachment; filename="start.pdf"',
    'Content-Transfer-Encoding: base64',
    '',
    Buffer.from(
      smallPdf([
        'Start Supplies Ltd',
        'Invoice INV-1',
        'Invoice date: 2026-01-02',
        'Paper 2 x 5.00 10.00',
        'Total due: 10.00',
      ]),
    ).toString('base64'),
    '--part--',
    '',
  ].join('\r\n'),
);
