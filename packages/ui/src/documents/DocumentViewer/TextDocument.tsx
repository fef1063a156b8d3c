import { Text } from '@mantine/core';
import { useEffect, useMemo, useRef } from 'react';
import type { SourceHighlight } from './source-highlight';

/** An HTML body as its text: never rendered as markup (a document is data, not a page). */
export const htmlToText = (html: string): string => {
  const blocks = html.replace(/<(br|\/p|\/div|\/tr|\/li|\/h[1-6])\b[^>]*>/gi, '$&\n');
  const parsed = new DOMParser().parseFromString(blocks, 'text/html');
  // A parsed document runs nothing; its scripts' and styles' source is not text to read.
  for (const hidden of parsed.querySelectorAll('script, style, noscript, template'))
    hidden.remove();
  const text = parsed.body.textContent ?? '';
  return text
    .split('\n')
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
};

/** A text or e-mail body as printed; the highlighted field's text is marked where it first occurs. */
export function TextDocument({
  text,
  highlight,
}: {
  text: string;
  highlight: SourceHighlight | null;
}) {
  const mark = useRef<HTMLElement>(null);
  const parts = useMemo(() => {
    const needle = highlight?.text;
    const at = needle ? text.indexOf(needle) : -1;
    if (!needle || at < 0) return null;
    return [text.slice(0, at), needle, text.slice(at + needle.length)] as const;
  }, [text, highlight?.text]);
  useEffect(() => {
    mark.current?.scrollIntoView?.({ block: 'nearest' });
  });
  return (
    <Text
      component="pre"
      size="sm"
      ff="monospace"
      style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word', margin: 0 }}
    >
      {parts ? (
        <>
          {parts[0]}
          <mark ref={mark} data-testid="source-highlight">
            {parts[1]}
          </mark>
          {parts[2]}
        </>
      ) : (
        text
      )}
    </Text>
  );
}
