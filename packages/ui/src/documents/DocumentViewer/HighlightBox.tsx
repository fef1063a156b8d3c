import { useEffect, useRef } from 'react';
import type { SourceHighlight } from './source-highlight';

/** The outline drawn over a page around the box a field was read from, brought into view. */
export function HighlightBox({
  highlight,
  scale,
  page,
}: {
  highlight: SourceHighlight;
  /** CSS pixels per PDF point (or per image pixel). */
  scale: number;
  page: number;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const [x0, y0, x1, y1] = highlight.box ?? [0, 0, 0, 0];
  useEffect(() => {
    ref.current?.scrollIntoView?.({ block: 'center', inline: 'nearest' });
  });
  const pad = 3;
  return (
    <div
      ref={ref}
      data-testid="source-highlight"
      data-page={page}
      title={`${highlight.label}: read here`}
      style={{
        position: 'absolute',
        left: x0 * scale - pad,
        top: y0 * scale - pad,
        width: (x1 - x0) * scale + 2 * pad,
        height: (y1 - y0) * scale + 2 * pad,
        border: '2px solid var(--mantine-color-orange-7)',
        background: 'rgba(255, 212, 59, 0.35)',
        borderRadius: 3,
        pointerEvents: 'none',
      }}
    />
  );
}
