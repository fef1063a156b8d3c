import { APP_MESSAGES } from '@ap/domain';
import { ActionIcon, Alert, Box, Button, Group, Stack, Text, Tooltip } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconZoomIn, IconZoomOut } from '@tabler/icons-react';
import { lazy, Suspense, useMemo, useState } from 'react';
import { documentKindOf } from './document-kind';
import { EInvoiceTable } from './EInvoiceTable';
import { ImageDocument } from './ImageDocument';
import { DOCUMENT_VIEWER_MESSAGES } from './messages';
import type { SourceHighlight } from './source-highlight';
import { htmlToText, TextDocument } from './TextDocument';

// pdf.js is large: its chunk loads when a PDF is first shown, not with the app.
const PdfPages = lazy(() => import('./PdfPages'));

/** The original file as the caller loaded it. */
export type DocumentFile = {
  bytes: Uint8Array;
  contentType: string;
  filename?: string | null;
};

export interface DocumentViewerProps {
  /** The file; null when there is none (after loading). */
  file: DocumentFile | null;
  /** The file is loading; default false. */
  loading?: boolean;
  /** Load failure detail: shows 'Failed to load the original document.'; default null. */
  error?: string | null;
  /** The field whose source to outline (page and box, or text); default none. */
  highlight?: SourceHighlight | null;
  /** The viewer's height (CSS); the pages scroll inside it. Default '70vh'. */
  height?: string | number;
}

export const ZOOM_STEPS = [0.5, 0.75, 1, 1.25, 1.5, 2, 3] as const;
const FIT = ZOOM_STEPS.indexOf(1);

/**
 * The document an invoice was read from: PDF pages drawn in the page, an image, an
 * e-invoice as a table, an HTML or text body as text. Pages scroll; zoom steps from 50 % to
 * 300 % of the fitted width. The field a person points at is outlined where it was read.
 */
export function DocumentViewer({
  file,
  loading = false,
  error = null,
  highlight = null,
  height = '70vh',
}: DocumentViewerProps) {
  const [step, setStep] = useState(FIT);
  const zoom = ZOOM_STEPS[step] ?? 1;
  const { ref, width } = useElementSize();
  const kind = file ? documentKindOf(file.contentType, file.filename) : null;
  const text = useMemo(() => {
    if (!file || (kind !== 'text' && kind !== 'html' && kind !== 'einvoice')) return '';
    const decoded = new TextDecoder().decode(file.bytes);
    return kind === 'html' ? htmlToText(decoded) : decoded;
  }, [file, kind]);
  const zoomable = kind === 'pdf' || kind === 'image';
  // The pages' fitted width: the area's width less room for a vertical scroll bar.
  const fitted = Math.max(0, width - 24);

  const content = () => {
    if (loading) return <Text aria-busy="true">{APP_MESSAGES.loading}</Text>;
    if (error !== null)
      return (
        <Alert color="red" title={DOCUMENT_VIEWER_MESSAGES.loadFailed} role="alert">
          {error}
        </Alert>
      );
    if (!file) return <Text c="gray.7">{DOCUMENT_VIEWER_MESSAGES.none}</Text>;
    if (fitted <= 0 && zoomable) return null; // measured on the next frame
    switch (kind) {
      case 'pdf':
        return (
          <Suspense fallback={<Text aria-busy="true">{APP_MESSAGES.loading}</Text>}>
            <PdfPages bytes={file.bytes} width={fitted} zoom={zoom} highlight={highlight} />
          </Suspense>
        );
      case 'image':
        return (
          <ImageDocument
            bytes={file.bytes}
            contentType={file.contentType}
            alt={`Original document${file.filename ? `: ${file.filename}` : ''}`}
            width={fitted}
            zoom={zoom}
            highlight={highlight}
          />
        );
      case 'einvoice':
        return <EInvoiceTable xml={text} highlight={highlight} />;
      case 'html':
      case 'text':
        return <TextDocument text={text} highlight={highlight} />;
      default:
        return <Text c="gray.7">{DOCUMENT_VIEWER_MESSAGES.unsupported}</Text>;
    }
  };

  return (
    <Stack gap="xs" h={height} style={{ minHeight: 0 }}>
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="sm" fw={500} truncate="end" title={file?.filename ?? undefined}>
          {file?.filename ?? 'Original document'}
        </Text>
        {file && zoomable && (
          <Group gap={4} wrap="nowrap">
            <Tooltip label="Zoom out" withArrow>
              <ActionIcon
                variant="default"
                aria-label="Zoom out"
                disabled={step === 0}
                onClick={() => setStep((current) => Math.max(0, current - 1))}
              >
                <IconZoomOut size={16} />
              </ActionIcon>
            </Tooltip>
            <Button
              variant="subtle"
              color="dark"
              size="compact-sm"
              aria-label={`Zoom ${Math.round(zoom * 100)}%, fit to width`}
              onClick={() => setStep(FIT)}
            >
              {Math.round(zoom * 100)}%
            </Button>
            <Tooltip label="Zoom in" withArrow>
              <ActionIcon
                variant="default"
                aria-label="Zoom in"
                disabled={step === ZOOM_STEPS.length - 1}
                onClick={() => setStep((current) => Math.min(ZOOM_STEPS.length - 1, current + 1))}
              >
                <IconZoomIn size={16} />
              </ActionIcon>
            </Tooltip>
          </Group>
        )}
      </Group>
      <Box
        ref={ref}
        component="section"
        aria-label="Original document"
        // A scrolling region must be reachable by keyboard (axe: scrollable-region-focusable).
        tabIndex={0}
        style={{ flex: 1, minHeight: 0, overflow: 'auto', position: 'relative' }}
        bg="gray.1"
        p="xs"
      >
        {content()}
      </Box>
    </Stack>
  );
}
