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

/** How a page lies: turned `degrees` (0, 90, 180, 270) and the script it is written in. */
export type Orientation = {
  degrees: number;
  confidence: number;
  script: string;
  scriptConfidence: number;
};
