import PDFDocument from 'pdfkit';

/** A thin wrapper over pdfkit: text at a position, left or right aligned, never wrapped. */
export function createPdf(
  options: { attachments?: { name: string; content: string; type: string }[] } = {},
) {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    compress: true,
    info: {
      Title: 'Invoice',
      Producer: 'corpus generator',
      CreationDate: new Date('2024-01-01T00:00:00Z'),
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  for (const attachment of options.attachments ?? []) {
    doc.file(Buffer.from(attachment.content, 'utf8'), {
      name: attachment.name,
      type: attachment.type,
      creationDate: new Date('2024-01-01T00:00:00Z'),
      modifiedDate: new Date('2024-01-01T00:00:00Z'),
    });
  }
  const api = {
    doc,
    text(
      value: string,
      x: number,
      y: number,
      style: { size?: number; bold?: boolean; right?: boolean } = {},
    ) {
      doc.font(style.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(style.size ?? 9);
      const left = style.right ? x - doc.widthOfString(value) : x;
      doc.text(value, left, y, { lineBreak: false });
      return api;
    },
    line(x0: number, y0: number, x1: number, y1: number) {
      doc.moveTo(x0, y0).lineTo(x1, y1).lineWidth(0.5).stroke('#888888');
      return api;
    },
    newPage() {
      doc.addPage();
      return api;
    },
    async finish(): Promise<Uint8Array> {
      const ended = new Promise((resolve) => doc.on('end', resolve));
      doc.end();
      await ended;
      return new Uint8Array(Buffer.concat(chunks));
    },
  };
  return api;
}

export type Pdf = ReturnType<typeof createPdf>;
