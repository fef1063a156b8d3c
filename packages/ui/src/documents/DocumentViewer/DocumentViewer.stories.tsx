import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  createEInvoiceDocument,
  createHtmlDocument,
  createImageDocument,
  createPdfDocument,
} from '../../mocks';
import { DocumentViewer } from './DocumentViewer';

const meta = {
  title: 'Documents/DocumentViewer',
  component: DocumentViewer,
  args: { file: createPdfDocument(), height: 640 },
  decorators: [
    (Story) => (
      <div style={{ width: 560, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocumentViewer>;

export default meta;
type Story = StoryObj<typeof meta>;

const viewer = () => within(screen.getByRole('region', { name: 'Original document' }));

/** Waits until every page of the PDF is drawn (pdf.js renders asynchronously). */
const pagesDrawn = async (count: number) => {
  const pages = await viewer().findAllByRole(
    'img',
    { name: new RegExp(`^Page \\d of ${count}$`) },
    { timeout: 15_000 },
  );
  await expect(pages).toHaveLength(count);
  for (const page of pages)
    await waitFor(() => expect(page).toHaveAttribute('data-rendered', 'true'), { timeout: 15_000 });
  return pages;
};

/** A three-page PDF: every page drawn, one under the other, scrolling in the viewer. */
export const PdfMultiPage: Story = {
  play: async () => {
    const pages = await pagesDrawn(3);
    const [first, second] = pages.map((page) => page.getBoundingClientRect());
    // Fitted to the width and stacked: page 2 starts below page 1.
    await expect(first?.width).toBeGreaterThan(480);
    await expect(second?.top).toBeGreaterThan((first?.bottom ?? 0) - 1);
    const region = screen.getByRole('region', { name: 'Original document' });
    await expect(region.scrollHeight).toBeGreaterThan(region.clientHeight);
    await expect(screen.getByText('HOS-3141.pdf')).toBeVisible();
  },
};

/** The total's box on page 3 outlined and scrolled into view. */
export const PdfHighlight: Story = {
  args: {
    highlight: { label: 'Amount', page: 3, box: [470, 249.2, 506.1, 259.2], text: '1458.00' },
  },
  play: async () => {
    const pages = await pagesDrawn(3);
    const outline = await viewer().findByTestId('source-highlight');
    await expect(outline).toHaveAttribute('data-page', '3');
    await expect(outline).toHaveAttribute('title', 'Amount: read here');
    // Over page 3, near its right edge, and inside the visible part of the viewer.
    const page3 = (pages[2] as HTMLElement).getBoundingClientRect();
    const box = outline.getBoundingClientRect();
    await expect(box.top).toBeGreaterThan(page3.top);
    await expect(box.left).toBeGreaterThan(page3.left + page3.width * 0.7);
    const region = screen
      .getByRole('region', { name: 'Original document' })
      .getBoundingClientRect();
    await expect(box.top).toBeGreaterThanOrEqual(region.top);
    await expect(box.bottom).toBeLessThanOrEqual(region.bottom);
  },
};

/** Zoom in twice (150 %): pages grow; the percentage resets to fit. */
export const PdfZoom: Story = {
  play: async () => {
    const [page] = await pagesDrawn(3);
    const fitted = (page as HTMLElement).getBoundingClientRect().width;
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    await expect(screen.getByRole('button', { name: 'Zoom 150%, fit to width' })).toBeVisible();
    await waitFor(() =>
      expect((page as HTMLElement).getBoundingClientRect().width).toBeCloseTo(fitted * 1.5, 0),
    );
    await pagesDrawn(3);
  },
};

export const Loading: Story = {
  args: { file: null, loading: true },
  play: async () => {
    await expect(viewer().getByText('Loading...')).toBeVisible();
  },
};

export const LoadError: Story = {
  args: { file: null, error: 'Network error (status 503)' },
  play: async () => {
    const alert = viewer().getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to load the original document.');
    await expect(alert).toHaveTextContent('Network error (status 503)');
  },
};

/** A PDF that pdf.js cannot read: the reason instead of pages. */
export const BrokenPdf: Story = {
  args: {
    file: {
      bytes: new TextEncoder().encode('not a pdf'),
      contentType: 'application/pdf',
      filename: 'broken.pdf',
    },
  },
  play: async () => {
    const alert = await viewer().findByRole('alert', {}, { timeout: 15_000 });
    await expect(alert).toHaveTextContent('The original document could not be shown.');
  },
};

export const NoDocument: Story = {
  args: { file: null },
  play: async () => {
    await expect(
      viewer().getByText('No original document is kept for this invoice.'),
    ).toBeVisible();
    await expect(screen.queryByRole('button', { name: 'Zoom in' })).toBeNull();
  },
};

/** A scan: the image fitted to the width, the total's box (in image pixels) outlined. */
export const ImageWithHighlight: Story = {
  args: {
    file: createImageDocument(),
    highlight: { label: 'Amount', page: 1, box: [380, 280, 456, 292] },
  },
  play: async () => {
    const image = await viewer().findByRole('img', { name: 'Original document: receipt-scan.png' });
    await waitFor(() => expect((image as HTMLImageElement).complete).toBe(true));
    const outline = await viewer().findByTestId('source-highlight');
    const shown = image.getBoundingClientRect();
    const box = outline.getBoundingClientRect();
    await expect(box.left).toBeGreaterThan(shown.left + shown.width * 0.75);
    await expect(box.top).toBeGreaterThan(shown.top + shown.height * 0.8);
  },
};

/** A UBL e-invoice as a table of its elements; the highlighted value's row is marked. */
export const EInvoice: Story = {
  args: { file: createEInvoiceDocument(), highlight: { label: 'Amount', text: '999.60' } },
  play: async () => {
    const table = viewer().getByRole('table');
    await expect(within(table).getByText('Rheinwerk Bürobedarf GmbH')).toBeVisible();
    await expect(within(table).getByText('LegalMonetaryTotal › PayableAmount')).toBeVisible();
    const row = within(table).getByText('999.60').closest('tr');
    await expect(row).toHaveAttribute('data-highlighted', 'true');
  },
};

/** An HTML e-mail body as plain text: markup and scripts never rendered or run. */
export const HtmlBody: Story = {
  args: { file: createHtmlDocument(), highlight: { label: 'Amount', text: '$1,240.00' } },
  play: async () => {
    await expect(viewer().getByText(/Please pay invoice CL-7781/)).toBeVisible();
    await expect(viewer().queryByText(/alert\(/)).toBeNull();
    await expect(viewer().getByTestId('source-highlight')).toHaveTextContent('$1,240.00');
  },
};
