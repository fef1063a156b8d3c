/**
 * The typical height in pixels of the characters on a page, from the connected components of
 * its dark pixels: letters are the many small blobs of similar height; rules, boxes, logos and
 * specks are filtered out by shape. Null when the page shows too few letter-like blobs.
 */
export function medianTextHeight(ink: Uint8Array, width: number, height: number): number | null {
  const shapes = letterLikeShapes(ink, width, height);
  // Lines run across an upright page and down a sideways one: the axis with more letters in a
  // row is the page's, and a letter's height is measured across it.
  const across = lettersInRows(shapes, (box) => box);
  const down = lettersInRows(shapes, (box) => ({
    x0: box.y0,
    x1: box.y1,
    y0: box.x0,
    y1: box.x1,
  }));
  const letters = across.length >= down.length ? across : down;
  if (letters.length < 30) return null;
  // The median by ink, not by count: a photo's grain makes many tiny blobs, print makes the ink.
  letters.sort((a, b) => a.h - b.h);
  const inked = letters.reduce((sum, letter) => sum + letter.n, 0);
  let seen = 0;
  for (const letter of letters) {
    seen += letter.n;
    if (seen >= inked / 2) return letter.h;
  }
  return null;
}

/** The letters of an upright page: letter-like shapes with a neighbour of their height on their line. */
export function lettersOfUprightPage(ink: Uint8Array, width: number, height: number): Letter[] {
  return lettersInRows(letterLikeShapes(ink, width, height), (box) => box);
}

/** Connected components of the ink (8-connected) shaped like letters: not specks, rules, boxes or pictures. */
function letterLikeShapes(ink: Uint8Array, width: number, height: number): Shape[] {
  const labels = new Int32Array(width * height).fill(-1);
  const parent: number[] = [];
  const find = (label: number): number => {
    let root = label;
    while (parent[root] !== root) root = parent[root] as number;
    let node = label;
    while (parent[node] !== root) {
      const next = parent[node] as number;
      parent[node] = root;
      node = next;
    }
    return root;
  };
  const union = (a: number, b: number) => {
    const rootA = find(a);
    const rootB = find(b);
    if (rootA !== rootB) parent[Math.max(rootA, rootB)] = Math.min(rootA, rootB);
  };
  // Two-pass labelling, 8-connected.
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const index = y * width + x;
      if (!ink[index]) continue;
      let label = -1;
      const neighbours = [
        x > 0 ? index - 1 : -1,
        y > 0 && x > 0 ? index - width - 1 : -1,
        y > 0 ? index - width : -1,
        y > 0 && x < width - 1 ? index - width + 1 : -1,
      ];
      for (const neighbour of neighbours) {
        if (neighbour < 0) continue;
        const other = labels[neighbour] as number;
        if (other < 0) continue;
        if (label < 0) label = other;
        else if (other !== label) union(label, other);
      }
      if (label < 0) {
        label = parent.length;
        parent.push(label);
      }
      labels[index] = label;
    }
  }
  const boxes = new Map<number, Shape>();
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const raw = labels[y * width + x] as number;
      if (raw < 0) continue;
      const label = find(raw);
      const box = boxes.get(label);
      if (box) {
        if (x < box.x0) box.x0 = x;
        if (x > box.x1) box.x1 = x;
        if (y > box.y1) box.y1 = y;
        box.n += 1;
      } else boxes.set(label, { x0: x, y0: y, x1: x, y1: y, n: 1 });
    }
  }
  const shapes: Shape[] = [];
  for (const box of boxes.values()) {
    const w = box.x1 - box.x0 + 1;
    const h = box.y1 - box.y0 + 1;
    // Letter-like: not a speck, not a rule or box, not a picture; ink fills part of its box.
    if (Math.max(w, h) < 4 || Math.max(w, h) > Math.max(width, height) / 8) continue;
    if (w > h * 8 || h > w * 8) continue;
    const fill = box.n / (w * h);
    if (fill < 0.12 || fill > 0.95) continue;
    shapes.push(box);
  }
  return shapes;
}

export type Shape = { x0: number; y0: number; x1: number; y1: number; n: number };
/** A letter's shape and its height across its line. */
export type Letter = Shape & { h: number };

/**
 * The shapes that have a neighbour of about their height on their line, close beside them, with
 * that height measured across the line: letters do; specks of a desk's grain or paper texture
 * mostly do not. `view` turns a shape so that its line runs across.
 */
function lettersInRows(shapes: Shape[], view: (shape: Shape) => Omit<Shape, 'n'>): Letter[] {
  const letters = shapes
    .map((shape) => ({ shape, box: view(shape) }))
    .map(({ shape, box }) => ({
      shape,
      x0: box.x0,
      x1: box.x1,
      h: box.y1 - box.y0 + 1,
      middle: (box.y0 + box.y1) / 2,
    }))
    .filter((letter) => letter.x1 - letter.x0 + 1 <= letter.h * 3)
    .sort((a, b) => a.middle - b.middle);
  const kept: Letter[] = [];
  for (let i = 0; i < letters.length; i++) {
    const letter = letters[i] as (typeof letters)[number];
    const near = (other: (typeof letters)[number]) =>
      Math.abs(other.h - letter.h) <= letter.h * 0.3 &&
      Math.max(other.x0 - letter.x1, letter.x0 - other.x1) <= letter.h;
    let found = false;
    for (let j = i + 1; j < letters.length && !found; j++) {
      const other = letters[j] as (typeof letters)[number];
      if (other.middle - letter.middle > letter.h * 0.3) break;
      found = near(other);
    }
    for (let j = i - 1; j >= 0 && !found; j--) {
      const other = letters[j] as (typeof letters)[number];
      if (letter.middle - other.middle > letter.h * 0.3) break;
      found = near(other);
    }
    if (found && letter.h >= 4) kept.push({ ...letter.shape, h: letter.h });
  }
  return kept;
}
