import type { OcrWord } from './ocr-types';

// Skew below this (about 0.3°) changes no line grouping.
const NEGLIGIBLE_SLOPE = 0.005;

/**
 * Undoes a photo's small tilt in the word boxes: Tesseract knows which words share a printed
 * line, so the median slope of those lines is the page's skew; each word is moved up or down by
 * it, so that grouping by height puts a label and its value on one line again.
 */
export function straighten(words: OcrWord[]): OcrWord[] {
  const byLine = new Map<string, OcrWord[]>();
  for (const word of words) byLine.set(word.line, [...(byLine.get(word.line) ?? []), word]);
  const slopes: number[] = [];
  for (const line of byLine.values()) {
    if (line.length < 3) continue;
    const points = line.map((word) => [(word.x0 + word.x1) / 2, (word.y0 + word.y1) / 2]);
    const meanX = points.reduce((sum, [x]) => sum + (x as number), 0) / points.length;
    const meanY = points.reduce((sum, [, y]) => sum + (y as number), 0) / points.length;
    let covariance = 0;
    let variance = 0;
    for (const [x, y] of points) {
      covariance += ((x as number) - meanX) * ((y as number) - meanY);
      variance += ((x as number) - meanX) ** 2;
    }
    if (variance > 0) slopes.push(covariance / variance);
  }
  if (slopes.length < 3) return words;
  slopes.sort((a, b) => a - b);
  const slope = slopes[Math.floor(slopes.length / 2)] as number;
  if (Math.abs(slope) < NEGLIGIBLE_SLOPE) return words;
  return words.map((word) => {
    const shift = -slope * ((word.x0 + word.x1) / 2);
    return { ...word, y0: word.y0 + shift, y1: word.y1 + shift };
  });
}
