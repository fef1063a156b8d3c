/** One recognised word: its box in the page image's pixels and Tesseract's certainty (0-1). */
export type OcrWord = {
  text: string;
  confidence: number;
  x0: number;
  y0: number;
  x1: number;
  y1: number;
  /** Tesseract's block.paragraph.line: words of one printed line share it, even when skewed. */
  line: string;
};

/** A box in a page image's pixels (or, where a PDF page's part is asked for, in its points). */
export type Box = { x0: number; y0: number; x1: number; y1: number };

/** The smallest box holding all the given boxes (words, runs, crops). */
export const boxAround = (boxes: readonly Box[]): Box => ({
  x0: Math.min(...boxes.map((box) => box.x0)),
  y0: Math.min(...boxes.map((box) => box.y0)),
  x1: Math.max(...boxes.map((box) => box.x1)),
  y1: Math.max(...boxes.map((box) => box.y1)),
});

/** Whether the centre of `inner` lies in `outer`, grown by `pad` on every side. */
export const centreInside = (inner: Box, outer: Box, pad = 0): boolean => {
  const x = (inner.x0 + inner.x1) / 2;
  const y = (inner.y0 + inner.y1) / 2;
  return x >= outer.x0 - pad && x <= outer.x1 + pad && y >= outer.y0 - pad && y <= outer.y1 + pad;
};

/** How a page lies: turned `degrees` (0, 90, 180, 270) and the script it is written in. */
export type Orientation = {
  degrees: number;
  confidence: number;
  script: string;
  scriptConfidence: number;
};
