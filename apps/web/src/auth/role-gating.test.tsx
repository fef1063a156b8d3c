import {
  createInvoiceList,
  createPayInvoiceTask,
  dashboardHandlers,
  integrationHandlers,
  invoiceHandlers,
} from '@ap/ui/mocks';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { DashboardScreen } from '../routes/_shell/-components/DashboardScreen';
import { server } from '../testing/msw-server';
import { demoMembership, renderScreen, signedInSession } from '../testing/render';
import { renderAt } from '../testing/renderAt';

// A Member sees every control (SPEC §6: no screen is gated) but cannot use what the API's role
// matrix reserves for Admins; the reason is written beside it.

const asMember = () =>
  signedInSession({ orgs: [demoMembership('Member')], activeOrg: demoMembership('Member') });

describe('a Member of the organisation', () => {
  it('cannot approve a pending task but can still cancel it', async () => {
    server.use(
      ...dashboardHandlers({ tasks: [createPayInvoiceTask({ id: 'task-3' })] }),
      ...invoiceHandlers({ invoices: createInvoiceList() }),
    );
    renderScreen(<DashboardScreen />, asMember());
    const task = await screen.findByRole('article', { name: 'Pay Invoice task' });
    expect(within(task).getByRole('button', { name: 'Approve' })).toBeDisabled();
    expect(within(task).getByRole('button', { name: 'Approve' })).toHaveAccessibleDescription(
      'Only an Admin or Owner can approve tasks.',
    );
    expect(within(task).getByRole('button', { name: 'Cancel' })).toBeEnabled();
  });

  it('sees the settings drawers with their changes disabled and the reason', async () => {
    server.use(
      ...integrationHandlers(),
      http.get('*/api/organization/configurations', () =>
        HttpResponse.json({ mandatory_checks: null, protected_actions: null, vendor_subset: null }),
      ),
    );
    renderAt('/settings?drawer=mandatoryChecks', asMember());
    const drawer = await screen.findByRole('dialog', { name: 'Mandatory Checks' });
    expect(
      within(drawer).getByText('Only an Admin or Owner can change the mandatory checks.'),
    ).toBeVisible();
    for (const toggle of within(drawer).getAllByRole('switch')) expect(toggle).toBeDisabled();
  });
});
