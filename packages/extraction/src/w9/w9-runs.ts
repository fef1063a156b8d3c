import { closePdf, openPdf, type PdfTextItem, textRunOf } from '../readers/pdf-reader';

/** A positioned piece of page 1 (top-left origin), from the text layer or a filled field. */
export type FormRun = { text: string; x0: number; y0: number; x1: number; y1: number };

type Widget = {
  subtype?: string;
  fieldType?: string;
  fieldValue?: unknown;
  checkBox?: boolean;
  radioButton?: boolean;
  exportValue?: string;
  buttonValue?: string;
  rect?: number[];
};

/** A checked box as a run: the same mark a printed or flattened form shows. */
export const CHECK_MARK = 'X';

const checked = (widget: Widget) => {
  const value = String(widget.fieldValue ?? 'Off');
  if (value === 'Off' || value === '') return false;
  const on = widget.exportValue ?? widget.buttonValue;
  return on === undefined || value === on;
};

/**
 * Page 1 of a W-9 as positioned runs: its printed text (rotated margin text left out) and the
 * values of its fillable fields where they sit, so a filled-in IRS form and a printed or
 * flattened one read the same way.
 */
export async function readFormRuns(bytes: Uint8Array): Promise<FormRun[]> {
  // A Buffer is refused by pdf.js: hand it a plain copy.
  const pdf = await openPdf(new Uint8Array(bytes));
  try {
    const page = await pdf.getPage(1);
    const viewport = page.getViewport({ scale: 1 });
    const runs: FormRun[] = [];
    const content = await page.getTextContent();
    for (const item of content.items as PdfTextItem[]) {
      if (!item.str?.trim()) continue;
      const [a = 0, b = 0] = item.transform;
      if (Math.abs(b) > Math.abs(a) * 0.1) continue;
      runs.push(textRunOf(item, viewport));
    }
    const widgets = (await page.getAnnotations()) as Widget[];
    for (const widget of widgets) {
      if (widget.subtype !== 'Widget' || !widget.rect) continue;
      const [left = 0, bottom = 0, right = 0, top = 0] = widget.rect;
      const [x0, y0] = viewport.convertToViewportPoint(left, bottom) as [number, number];
      const [x1, y1] = viewport.convertToViewportPoint(right, top) as [number, number];
      const box = {
        x0: Math.min(x0, x1),
        x1: Math.max(x0, x1),
        y0: Math.min(y0, y1),
        y1: Math.max(y0, y1),
      };
      if (widget.fieldType === 'Btn' && (widget.checkBox || widget.radioButton)) {
        if (checked(widget)) runs.push({ text: CHECK_MARK, ...box });
      } else if (widget.fieldType === 'Tx' && typeof widget.fieldValue === 'string') {
        const value = widget.fieldValue.trim();
        if (value) runs.push({ text: value, ...box });
      }
    }
    page.cleanup();
    return runs;
  } finally {
    await closePdf(pdf);
  }
}
