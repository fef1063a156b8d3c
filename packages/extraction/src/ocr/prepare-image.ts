import { type Canvas, createCanvas, type Image, loadImage } from '@napi-rs/canvas';
import { parsePgm } from './pgm';
import { medianTextHeight } from './text-height';

// Tesseract reads best when letters are about this tall (measured on the real set: photos and
// 300 dpi scans with letters 40-60 px tall lost whole boxed cells; shrunk to this they read).
export const TARGET_TEXT_PX = Number(process.env.OCR_TEXT_PX) || 20;
// Small photos are enlarged at most this much; a page is never made larger than this.
const MAX_UPSCALE = 3;
const MAX_PIXELS = 9_000_000;
// The letters are measured on a copy at most this wide or tall (fast, still fine enough).
const MEASURE_SIDE = 1_800;

/** What can be drawn: a decoded image file or a rendered PDF page. */
export type Picture = Image | Canvas;

export type PreparedPage = {
  /** The page as a greyscale PGM image, scaled so its print is the size Tesseract reads best, and turned upright. */
  pixels: Uint8Array;
  width: number;
  height: number;
  /** Scale applied to the source (box coordinates are in the prepared page's pixels). */
  scale: number;
};

/** Decodes an image; null for a format the canvas cannot read (Tesseract may still). */
export async function decodeImage(bytes: Uint8Array): Promise<Image | null> {
  try {
    return await loadImage(Buffer.from(bytes));
  } catch {
    return null;
  }
}

function grayInk(image: Picture, scale: number) {
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, width, height);
  context.drawImage(image, 0, 0, width, height);
  const rgba = context.getImageData(0, 0, width, height).data;
  const gray = new Uint8Array(width * height);
  for (let i = 0; i < gray.length; i++) {
    gray[i] =
      ((rgba[i * 4] as number) * 299 +
        (rgba[i * 4 + 1] as number) * 587 +
        (rgba[i * 4 + 2] as number) * 114) /
      1000;
  }
  return { ink: localInk(gray, width, height), width, height };
}

/**
 * Ink by local contrast (Bradley's method): a pixel darker than the mean of its neighbourhood by
 * a margin. A photo's dark desk, shadows and grey paper do not turn into one huge blot, as a
 * single threshold for the whole page would make them.
 */
function localInk(gray: Uint8Array, width: number, height: number): Uint8Array {
  const integral = new Float64Array((width + 1) * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += gray[y * width + x] as number;
      integral[(y + 1) * (width + 1) + x + 1] = (integral[y * (width + 1) + x + 1] as number) + row;
    }
  }
  const half = Math.max(4, Math.round(Math.max(width, height) / 64));
  const ink = new Uint8Array(gray.length);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - half);
    const y1 = Math.min(height, y + half + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - half);
      const x1 = Math.min(width, x + half + 1);
      const sum =
        (integral[y1 * (width + 1) + x1] as number) -
        (integral[y0 * (width + 1) + x1] as number) -
        (integral[y1 * (width + 1) + x0] as number) +
        (integral[y0 * (width + 1) + x0] as number);
      const mean = sum / ((x1 - x0) * (y1 - y0));
      ink[y * width + x] = (gray[y * width + x] as number) < mean * 0.8 ? 1 : 0;
    }
  }
  return ink;
}

/** The median letter height of an image in its own pixels (null: too little text). */
export function measureTextHeight(image: Picture): number | null {
  const scale = Math.min(1, MEASURE_SIDE / Math.max(image.width, image.height));
  const { ink, width, height } = grayInk(image, scale);
  const median = medianTextHeight(ink, width, height);
  return median === null ? null : median / scale;
}

/**
 * The ink of a prepared page (a PGM) on a copy at most as large as the one letters are measured
 * on, with the copy's scale (its boxes divided by it are the page's pixels).
 */
export function inkOfPage(
  page: Uint8Array,
): { ink: Uint8Array; width: number; height: number; scale: number } | null {
  const info = parsePgm(page);
  if (!info) return null;
  const scale = Math.min(1, MEASURE_SIDE / Math.max(info.width, info.height));
  const width = Math.max(1, Math.round(info.width * scale));
  const height = Math.max(1, Math.round(info.height * scale));
  const gray = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    const row = info.offset + Math.min(info.height - 1, Math.floor(y / scale)) * info.width;
    for (let x = 0; x < width; x++)
      gray[y * width + x] = page[row + Math.min(info.width - 1, Math.floor(x / scale))] as number;
  }
  return { ink: localInk(gray, width, height), width, height, scale };
}

/** The scale that brings the print to Tesseract's best size, within the pixel budget. */
export function ocrScale(width: number, height: number, textHeight: number | null): number {
  let scale = textHeight ? TARGET_TEXT_PX / textHeight : 1;
  scale = Math.min(scale, MAX_UPSCALE);
  // Shrinking a page too far loses small print next to large: keep the shrink moderate.
  scale = Math.max(scale, 0.35);
  const pixels = width * height * scale * scale;
  if (pixels > MAX_PIXELS) scale *= Math.sqrt(MAX_PIXELS / pixels);
  return scale;
}

/**
 * Grey levels as a binary PGM (P5): Tesseract (Leptonica) reads it in either build, and it costs
 * nothing to write, where a PNG of a large page took seconds to compress.
 */
function toPgm(pixels: { data: Uint8ClampedArray; width: number; height: number }): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${pixels.width} ${pixels.height}\n255\n`);
  const out = new Uint8Array(header.length + pixels.width * pixels.height);
  out.set(header);
  const rgba = pixels.data;
  for (let i = 0, o = header.length; i < rgba.length; i += 4, o++) {
    out[o] =
      ((rgba[i] as number) * 299 + (rgba[i + 1] as number) * 587 + (rgba[i + 2] as number) * 114) /
      1000;
  }
  return out;
}

/** Draws the page scaled and turned by `rotate` degrees clockwise (0, 90, 180, 270). */
export function drawPage(image: Picture, scale: number, rotate = 0): PreparedPage {
  // A canvas already at its size and upright (a PDF page rendered at the size it is read at)
  // is read as it is: drawing it again costs as much as rendering it.
  if (scale === 1 && rotate === 0 && 'getContext' in image)
    return {
      pixels: toPgm(image.getContext('2d').getImageData(0, 0, image.width, image.height)),
      width: image.width,
      height: image.height,
      scale,
    };
  const width = Math.max(1, Math.round(image.width * scale));
  const height = Math.max(1, Math.round(image.height * scale));
  const sideways = rotate % 180 !== 0;
  const canvas = createCanvas(sideways ? height : width, sideways ? width : height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#fff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.imageSmoothingQuality = 'high';
  context.translate(canvas.width / 2, canvas.height / 2);
  context.rotate((rotate * Math.PI) / 180);
  context.drawImage(image, -width / 2, -height / 2, width, height);
  return {
    pixels: toPgm(context.getImageData(0, 0, canvas.width, canvas.height)),
    width: canvas.width,
    height: canvas.height,
    scale,
  };
}
