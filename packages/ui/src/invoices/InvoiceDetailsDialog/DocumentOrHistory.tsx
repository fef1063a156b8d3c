import type { Invoice, InvoiceSourceField } from '@ap/domain/contract';
import { Tabs } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import {
  type DocumentFile,
  DocumentViewer,
  type SourceHighlight,
} from '../../documents/DocumentViewer';
import { SOURCE_FIELD_LABELS } from '../FieldSources';

/** The original as the caller loads it (GET /api/invoices/{id}/original). */
export type InvoiceOriginal = {
  /** The file; null when the invoice has none. */
  file: DocumentFile | null;
  loading?: boolean;
  error?: string | null;
};

export type RightPanelView = 'history' | 'document';

/** The field pointed at and where to outline it on the original. */
export const useFieldHighlight = (invoice: Invoice | null) => {
  const [active, setActive] = useState<InvoiceSourceField | null>(null);
  const source = invoice?.field_sources?.find((candidate) => candidate.field === active);
  const highlight: SourceHighlight | null = source
    ? {
        label: SOURCE_FIELD_LABELS[source.field],
        page: source.page,
        box: source.box,
        text: source.text,
      }
    : null;
  return { active, setActive, highlight };
};

/**
 * The dialog's right panel when the invoice has an original: Workflow History (SPEC §3, first)
 * or the document beside the fields. At 1280 px a third column would leave each ~370 px, too
 * narrow to read a page, so the document is a view the person switches to.
 */
export function DocumentOrHistory({
  history,
  original,
  highlight,
  defaultView = 'history',
  height,
}: {
  history: ReactNode;
  original: InvoiceOriginal;
  highlight: SourceHighlight | null;
  defaultView?: RightPanelView;
  /** The document view's height (CSS). */
  height: string;
}) {
  const [view, setView] = useState<RightPanelView>(defaultView);
  return (
    <Tabs
      value={view}
      onChange={(next) => setView(next === 'document' ? 'document' : 'history')}
      keepMounted={false}
    >
      <Tabs.List mb="sm">
        {/* Not "Workflow History": that is the title of the panel below (SPEC §3). */}
        <Tabs.Tab value="history">History</Tabs.Tab>
        <Tabs.Tab value="document">Document</Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="history">{history}</Tabs.Panel>
      <Tabs.Panel value="document">
        <DocumentViewer
          file={original.file}
          loading={original.loading}
          error={original.error}
          highlight={highlight}
          height={height}
        />
      </Tabs.Panel>
    </Tabs>
  );
}
