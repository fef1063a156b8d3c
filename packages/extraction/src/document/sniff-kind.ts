/** The reader a file needs, decided from its bytes first, then its type and name. */
export type InputKind = 'pdf' | 'image' | 'html' | 'text' | 'xml' | 'email' | 'unknown';

const IMAGE_TYPES = /^image\/(png|jpe?g|tiff|bmp|webp|gif)$/;

function startsWith(bytes: Uint8Array, signature: number[], offset = 0): boolean {
  return signature.every((byte, index) => bytes[offset + index] === byte);
}

function leadingText(bytes: Uint8Array): string {
  return new TextDecoder('utf-8', { fatal: false })
    .decode(bytes.subarray(0, 2048))
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
}

export function sniffKind(bytes: Uint8Array, filename = '', contentType = ''): InputKind {
  // %PDF may follow a few bytes of junk; readers accept that too.
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47])) return 'image';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image';
  if (startsWith(bytes, [0x49, 0x49, 0x2a, 0x00]) || startsWith(bytes, [0x4d, 0x4d, 0x00, 0x2a]))
    return 'image';
  if (startsWith(bytes, [0x42, 0x4d]) && /\.bmp$/i.test(filename)) return 'image';
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return 'image';
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8))
    return 'image';
  const type = contentType.toLowerCase().split(';')[0]?.trim() ?? '';
  const name = filename.toLowerCase();
  if (IMAGE_TYPES.test(type)) return 'image';
  const text = leadingText(bytes);
  if (type === 'message/rfc822' || name.endsWith('.eml')) return 'email';
  if (text.startsWith('<?xml') || type.endsWith('/xml') || name.endsWith('.xml')) return 'xml';
  if (
    type === 'text/html' ||
    /\.html?$/.test(name) ||
    /^<(!doctype html|html|body|div|table|p)\b/.test(text)
  )
    return 'html';
  if (
    // A message starts with its header block: known fields from the first byte, one per line.
    /^(?:return-path|received|mime-version|message-id|from|date|subject|to|delivered-to|x-[\w-]+):[^\n]*\r?\n(?:[\w-]+:[^\n]*\r?\n|[ \t][^\n]*\r?\n)+/.test(
      text.slice(0, 2048),
    )
  )
    return 'email';
  if (type.startsWith('text/') || /\.(txt|text|csv)$/.test(name)) return 'text';
  if (!bytes.subarray(0, 2048).some((byte) => byte === 0)) return 'text';
  return 'unknown';
}
