import { createAuditEntries, createAuditEntry } from '@ap/ui/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../testing/msw-server';
import { demoMembership, signedInSession } from '../../../testing/render';
import { renderAt } from '../../../testing/renderAt';

const actors = [{ type: 'user', user_id: 'user_alex', email: 'alex@acme.test' }];

describe('/admin/audit-log', () => {
  it('asks for the filters in the address and pages with the cursor', async () => {
    const asked: URLSearchParams[] = [];
    server.use(
      http.get('*/api/admin/audit-log/actors', () => HttpResponse.json({ actors })),
      http.get('*/api/admin/audit-log', ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        return query.get('cursor')
          ? HttpResponse.json({ entries: [createAuditEntry(1)], next_cursor: null })
          : HttpResponse.json({ entries: createAuditEntries(), next_cursor: '7' });
      }),
    );
    const { router } = renderAt('/admin/audit-log?action=user.*&from=2026-03-01&to=2026-03-04');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByText('Invited a member')).toBeVisible();
    const first = asked[0];
    expect(first?.get('action')).toBe('user.*');
    expect(first?.get('limit')).toBe('50');
    // Whole local days: from the first day's midnight to the midnight after the last.
    expect(new Date(first?.get('since') ?? '').getDate()).toBe(1);
    expect(
      (Date.parse(first?.get('until') ?? '') - Date.parse(first?.get('since') ?? '')) / 86_400_000,
    ).toBeCloseTo(4, 0);

    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Page 2')).toBeVisible();
    expect(asked.at(-1)?.get('cursor')).toBe('7');
    await userEvent.click(screen.getByRole('button', { name: 'Newer' }));
    await waitFor(() =>
      expect(screen.queryByRole('navigation', { name: 'Audit log pages' })).toHaveTextContent(
        'Page 1',
      ),
    );

    await userEvent.selectOptions(screen.getByLabelText('Person'), 'user_alex');
    await waitFor(() => expect(router.state.location.search).toMatchObject({ actor: 'user_alex' }));
    await waitFor(() => expect(asked.at(-1)?.get('actor')).toBe('user_alex'));
    expect(asked.at(-1)?.get('cursor')).toBeNull();
  });

  it('tells a Member it is reserved, and asks the API nothing', async () => {
    let calls = 0;
    server.use(
      http.get('*/api/admin/*', () => {
        calls += 1;
        return HttpResponse.json({});
      }),
    );
    renderAt('/admin/audit-log', signedInSession({ activeOrg: demoMembership('Member') }));
    expect(await screen.findByText('Only an Admin or Owner can see the audit log.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(calls).toBe(0);
  });

  it('is opened from the Admin Dashboard', async () => {
    server.use(
      http.get('*/api/admin/invoices', () => HttpResponse.json([])),
      http.get('*/api/admin/audit-log/actors', () => HttpResponse.json({ actors })),
      http.get('*/api/admin/audit-log', () =>
        HttpResponse.json({ entries: [], next_cursor: null }),
      ),
    );
    const { router } = renderAt('/admin');
    await userEvent.click(await screen.findByRole('button', { name: 'Audit Log' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/audit-log'));
    expect(await screen.findByText('No audit entries found')).toBeVisible();
  });
});
