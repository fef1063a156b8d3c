import { Alert, Stack, Text } from '@mantine/core';
import {
  GlobalWorkerOptions,
  getDocument,
  type PDFDocumentProxy,
  type PDFPageProxy,
  RenderingCancelledException,
} from 'pdfjs-dist';
import PdfWorker from 'pdfjs-dist/build/pdf.worker.min.mjs?worker';
import { useEffect, useRef, useState } from 'react';
import { HighlightBox } from './HighlightBox';
import { DOCUMENT_VIEWER_MESSAGES } from './messages';
import type { SourceHighlight } from './source-highlight';

// The worker is bundled by Vite into a .js file of the build (never a CDN), started with this
// chunk; pdf.js shares its port between documents, so it starts once.
GlobalWorkerOptions.workerPort ??= new PdfWorker();

export interface PdfPagesProps {
  bytes: Uint8Array;
  /** The width the pages fit at zoom 1, in CSS pixels. */
  width: number;
  /** 1 fits the width; 2 doubles it. */
  zoom: number;
  highlight: SourceHighlight | null;
}

/** Every page of a PDF drawn by pdf.js, one under the other (this module is loaded lazily). */
export default function PdfPages({ bytes, width, zoom, highlight }: PdfPagesProps) {
  const [pdf, setPdf] = useState<PDFDocumentProxy | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setPdf(null);
    setError(null);
    // pdf.js hands the buffer to its worker: give it a copy so the caller's bytes stay usable.
    const task = getDocument({ data: bytes.slice() });
    task.promise.then(setPdf, (reason: unknown) =>
      setError(reason instanceof Error ? reason.message : String(reason)),
    );
    return () => {
      void task.destroy();
    };
  }, [bytes]);

  if (error !== null)
    return (
      <Alert color="red" title={DOCUMENT_VIEWER_MESSAGES.renderFailed} role="alert">
        {error}
      </Alert>
    );
  if (!pdf) return <Text aria-busy="true">Loading...</Text>;
  return (
    <Stack gap="md" align="flex-start">
      {Array.from({ length: pdf.numPages }, (_, index) => {
        const number = index + 1;
        return (
          <PdfPage
            key={number}
            pdf={pdf}
            number={number}
            width={width}
            zoom={zoom}
            highlight={highlight?.page === number && highlight.box ? highlight : null}
          />
        );
      })}
    </Stack>
  );
}

/** One page: a canvas at the device's pixel ratio, with the field's box outlined over it. */
function PdfPage({
  pdf,
  number,
  width,
  zoom,
  highlight,
}: {
  pdf: PDFDocumentProxy;
  number: number;
  width: number;
  zoom: number;
  highlight: SourceHighlight | null;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const [page, setPage] = useState<PDFPageProxy | null>(null);
  const [rendered, setRendered] = useState(false);
  useEffect(() => {
    let live = true;
    pdf.getPage(number).then((loaded) => live && setPage(loaded));
    return () => {
      live = false;
    };
  }, [pdf, number]);

  const natural = page?.getViewport({ scale: 1 });
  const scale = natural ? (width / natural.width) * zoom : 0;
  useEffect(() => {
    const target = canvas.current;
    if (!page || !target || scale <= 0) return;
    const ratio = window.devicePixelRatio || 1;
    const viewport = page.getViewport({ scale: scale * ratio });
    target.width = Math.floor(viewport.width);
    target.height = Math.floor(viewport.height);
    setRendered(false);
    const task = page.render({ canvas: target, viewport });
    task.promise.then(
      () => setRendered(true),
      (reason: unknown) => {
        if (!(reason instanceof RenderingCancelledException)) setRendered(true);
      },
    );
    return () => task.cancel();
  }, [page, scale]);

  const cssWidth = natural ? natural.width * scale : width * zoom;
  const cssHeight = natural ? natural.height * scale : width * zoom * Math.SQRT2; // A4 until the page is read
  return (
    <div
      style={{
        position: 'relative',
        width: cssWidth,
        height: cssHeight,
        flex: 'none',
        boxShadow: '0 0 0 1px var(--mantine-color-gray-4)',
        background: 'white',
      }}
    >
      <canvas
        ref={canvas}
        role="img"
        aria-label={`Page ${number} of ${pdf.numPages}`}
        aria-busy={!rendered}
        data-rendered={rendered}
        style={{ width: cssWidth, height: cssHeight, display: 'block' }}
      />
      {highlight && <HighlightBox highlight={highlight} scale={scale} page={number} />}
    </div>
  );
}
