import { createSkippedDocuments } from '@ap/ui/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderAt } from '../../../testing/renderAt';

describe('/admin/skipped-documents', () => {
  it('reads a skipped document as an invoice with one click, says so, and lists it no more', async () => {
    let documents = createSkippedDocuments().filter((d) => d.invoice_id === null);
    const asked: URLSearchParams[] = [];
    const reads: string[] = [];
    server.use(
      http.get('*/api/skipped-documents', ({ request }) => {
        asked.push(new URL(request.url).searchParams);
        return HttpResponse.json({ documents, next_cursor: null });
      }),
      http.post('*/api/skipped-documents/:id/read-as-invoice', ({ params }) => {
        const id = String(params.id);
        reads.push(id);
        const [document] = documents.filter((d) => d.id === id);
        documents = documents.filter((d) => d.id !== id);
        return HttpResponse.json({
          invoice_id: 'inv-new',
          already_read: false,
          document: { ...document, invoice_id: 'inv-new' },
        });
      }),
    );
    const { router } = renderAt('/admin/skipped-documents');
    const table = await screen.findByRole('table', { name: 'Skipped documents' });
    expect(within(table).getByText('W-9 tax form, not an invoice')).toBeVisible();
    expect(asked[0]?.get('status')).toBe('open');

    await userEvent.click(
      within(table).getByRole('button', { name: 'Read as invoice: W-9 Acme Supplies.pdf' }),
    );
    expect(await screen.findByText('Read as an invoice!')).toBeVisible();
    expect(
      screen.getByText('W-9 Acme Supplies.pdf is now a draft invoice on the Invoices page.'),
    ).toBeVisible();
    expect(reads).toEqual(['skd-1']);
    await waitFor(() => expect(screen.queryByText('W-9 Acme Supplies.pdf')).toBeNull());

    await userEvent.click(
      within(screen.getByRole('radiogroup', { name: 'Show' })).getByText('All'),
    );
    await waitFor(() => expect(router.state.location.search).toMatchObject({ show: 'all' }));
    await waitFor(() => expect(asked.at(-1)?.get('status')).toBe('all'));
  });

  it('shows the failure when the document cannot be read as an invoice', async () => {
    server.use(
      http.get('*/api/skipped-documents', () =>
        HttpResponse.json({ documents: createSkippedDocuments(), next_cursor: null }),
      ),
      http.post('*/api/skipped-documents/:id/read-as-invoice', () =>
        HttpResponse.json(
          { error: 'not_found', message: 'Skipped document not found' },
          { status: 404 },
        ),
      ),
    );
    renderAt('/admin/skipped-documents');
    await userEvent.click(
      await screen.findByRole('button', { name: 'Read as invoice: W-9 Acme Supplies.pdf' }),
    );
    expect(await screen.findByText('Failed to read the document as an invoice')).toBeVisible();
  });
});
