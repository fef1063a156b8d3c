import { APP_MESSAGES, ERROR_TOASTS } from '@ap/domain';
import { createManyInvoices, invoiceHandlers } from '@ap/ui/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { renderAt } from '../../../testing/renderAt';

describe('/invoices', () => {
  it('shows the first page, then every invoice as the rest loads behind it', async () => {
    server.use(...invoiceHandlers({ invoices: createManyInvoices(1_234) }));
    renderAt('/invoices');
    const table = await screen.findByRole('table');
    // The table counts every row (header included) while the DOM holds only a window of them.
    await waitFor(() => expect(table).toHaveAttribute('aria-rowcount', '1235'));
    expect(within(table).getAllByRole('row').length).toBeLessThan(60);
    expect(screen.queryByText(APP_MESSAGES.loadingMoreInvoices)).toBeNull();
  });

  it('shows the load failure in the table and as a toast', async () => {
    server.use(
      http.get('*/api/invoices/page', () =>
        HttpResponse.json({ error: 'internal_error', message: 'Boom' }, { status: 500 }),
      ),
    );
    renderAt('/invoices');
    // The toast: its title and the answer's message.
    expect(await screen.findByText('Boom')).toBeInTheDocument();
    const alert = await screen.findByRole('alert', { name: ERROR_TOASTS.loadInvoices });
    expect(alert).toHaveTextContent('Boom');
  });
});
