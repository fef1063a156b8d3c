// Pages travel to Tesseract as binary greyscale PGM (P5): no compression to pay for, and both
// engines (Leptonica) read it.

/** A binary PGM's size and where its pixels start. */
export function parsePgm(
  pgm: Uint8Array,
): { width: number; height: number; offset: number } | null {
  const head = new TextDecoder('latin1').decode(pgm.subarray(0, 40));
  const match = /^P5\s+(\d+)\s+(\d+)\s+255\s/.exec(head);
  if (!match) return null;
  return { width: Number(match[1]), height: Number(match[2]), offset: match[0].length };
}

/** A PGM of the given rows of grey pixels. */
export function pgmOf(width: number, rows: Uint8Array): Uint8Array {
  const header = new TextEncoder().encode(`P5\n${width} ${rows.length / width}\n255\n`);
  const out = new Uint8Array(header.length + rows.length);
  out.set(header);
  out.set(rows, header.length);
  return out;
}
