import { useEffect, useState } from 'react';
import { HighlightBox } from './HighlightBox';
import type { SourceHighlight } from './source-highlight';

/** A scan or photo at the fitted width times the zoom, with the field's box outlined on it. */
export function ImageDocument({
  bytes,
  contentType,
  alt,
  width,
  zoom,
  highlight,
}: {
  bytes: Uint8Array;
  contentType: string;
  alt: string;
  width: number;
  zoom: number;
  highlight: SourceHighlight | null;
}) {
  const [url, setUrl] = useState<string | null>(null);
  const [naturalWidth, setNaturalWidth] = useState(0);
  useEffect(() => {
    const objectUrl = URL.createObjectURL(new Blob([bytes.slice()], { type: contentType }));
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [bytes, contentType]);
  const shownWidth = width * zoom;
  const scale = naturalWidth > 0 ? shownWidth / naturalWidth : 0;
  return (
    <div style={{ position: 'relative', width: shownWidth }}>
      {url && (
        <img
          src={url}
          alt={alt}
          width={shownWidth}
          onLoad={(event) => setNaturalWidth(event.currentTarget.naturalWidth)}
          style={{ display: 'block', boxShadow: '0 0 0 1px var(--mantine-color-gray-4)' }}
        />
      )}
      {highlight?.box && scale > 0 && <HighlightBox highlight={highlight} scale={scale} page={1} />}
    </div>
  );
}
