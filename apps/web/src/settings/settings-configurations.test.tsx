import { compactMandatoryChecks, DEFAULT_MANDATORY_CHECKS_CONFIG, STORAGE_KEYS } from '@ap/domain';
import {
  type OrganizationConfigurations,
  SavedMandatoryChecksSchema,
  SavedVendorSubsetSchema,
} from '@ap/domain/contract';
import { integrationHandlers } from '@ap/ui/mocks';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../testing/msw-server';
import { renderAt } from '../testing/renderAt';

const API = '*/api/organization/configurations';
const none: OrganizationConfigurations = {
  mandatory_checks: null,
  protected_actions: null,
  vendor_subset: null,
};

/** The server's copy of the configurations, and what the page sent it. */
let stored: OrganizationConfigurations;
let puts: { path: string; body: unknown }[];
let failPuts: boolean;

const handlers = [
  ...integrationHandlers(),
  http.get(API, () => HttpResponse.json(stored)),
  http.put(`${API}/:kind`, async ({ request, params }) => {
    const body = (await request.clone().json()) as Record<string, unknown>;
    puts.push({ path: String(params.kind), body });
    if (failPuts)
      return HttpResponse.json({ error: 'internal_error', message: 'down' }, { status: 500 });
    if (params.kind === 'mandatory-checks')
      stored = {
        ...stored,
        mandatory_checks: SavedMandatoryChecksSchema.parse(body.mandatory_checks),
      };
    if (params.kind === 'vendor-subset')
      stored = { ...stored, vendor_subset: SavedVendorSubsetSchema.parse(body.vendor_subset) };
    return HttpResponse.json(stored);
  }),
];

beforeEach(() => {
  server.use(...handlers);
  stored = none;
  puts = [];
  failPuts = false;
  localStorage.clear();
});

const drawer = async (name: string) => screen.findByRole('dialog', { name });
const switchOf = async (name: string) =>
  within(await drawer('Mandatory Checks')).findByRole('switch', { name });

describe('/settings mandatory checks', () => {
  it('falls back to the defaults when the saved value cannot be read', async () => {
    localStorage.setItem(STORAGE_KEYS.mandatoryChecksConfig, '{"checks": [not json');
    renderAt('/settings?drawer=mandatoryChecks');
    expect(await switchOf('Unique Invoice Number')).toBeChecked();
    expect(await switchOf('Invoice Dated')).not.toBeChecked();
    expect(screen.queryByRole('button', { name: 'Reset to recommended' })).toBeNull();
  });

  it('saves to the browser and the organisation, with the spec toast', async () => {
    renderAt('/settings?drawer=mandatoryChecks');
    await userEvent.click(await switchOf('Invoice Dated'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Changes Saved')).toBeVisible();
    expect(
      screen.getByText('Mandatory checks configuration has been updated successfully.'),
    ).toBeVisible();
    const local = JSON.parse(localStorage.getItem(STORAGE_KEYS.mandatoryChecksConfig) ?? '[]');
    expect(local[0].items.find((i: { id: string }) => i.id === 'invoice_dated').required).toBe(
      true,
    );
    expect(puts.map((put) => put.path)).toEqual(['mandatory-checks']);
    const sent = SavedMandatoryChecksSchema.parse(
      (puts[0]?.body as { mandatory_checks?: unknown } | undefined)?.mandatory_checks,
    );
    expect(sent.flatMap((g) => g.items).find((i) => i.id === 'invoice_dated')?.required).toBe(true);
  });

  it("shows the organisation's copy over the browser's", async () => {
    const budget = compactMandatoryChecks(DEFAULT_MANDATORY_CHECKS_CONFIG).map((group) => ({
      ...group,
      items: group.items.map((i) => (i.id === 'budget_code' ? { ...i, required: true } : i)),
    }));
    stored = { ...none, mandatory_checks: budget };
    localStorage.setItem(STORAGE_KEYS.mandatoryChecksConfig, '[]');
    renderAt('/settings?drawer=mandatoryChecks');
    await waitFor(async () => expect(await switchOf('Budget Code')).toBeChecked());
  });

  it('keeps the edits and says Save Unsuccessful when the server refuses', async () => {
    failPuts = true;
    renderAt('/settings?drawer=mandatoryChecks');
    await userEvent.click(await switchOf('Invoice Dated'));
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Save Unsuccessful')).toBeVisible();
    expect(
      screen.getByText('Failed to save mandatory checks configuration. Please try again.'),
    ).toBeVisible();
    expect(await switchOf('Invoice Dated')).toBeChecked();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeEnabled();
  });
});

describe('/settings vendor subset', () => {
  it('adds a sender and a domain with their toasts and ignores anything else', async () => {
    renderAt('/settings?drawer=vendorSubset');
    const panel = await drawer('Vendor Subset');
    await userEvent.click(within(panel).getByText('Limited'));
    const field = await within(panel).findByLabelText('Sender address or domain');
    await userEvent.type(field, '  billing@globex.io {Enter}');
    expect(await screen.findByText('Sender billing@globex.io added successfully')).toBeVisible();
    await userEvent.type(field, 'globex.io{Enter}');
    expect(await screen.findByText('Domain globex.io added successfully')).toBeVisible();
    const before = puts.length;
    await userEvent.type(field, 'not a domain{Enter}');
    expect(puts.length).toBe(before);
    expect(stored.vendor_subset).toEqual({
      internalSenders: 'ignore',
      externalSenders: 'limited',
      domains: ['globex.io'],
      senders: ['billing@globex.io'],
    });
    expect(
      JSON.parse(localStorage.getItem(STORAGE_KEYS.vendorSubsetSettings) ?? '{}').domains,
    ).toEqual(['globex.io']);
  });

  it("says 'Failed to add domain' when the server refuses, keeping the chip", async () => {
    stored = {
      ...none,
      vendor_subset: {
        internalSenders: 'ignore',
        externalSenders: 'limited',
        domains: [],
        senders: [],
      },
    };
    renderAt('/settings?drawer=vendorSubset');
    const panel = await drawer('Vendor Subset');
    const field = await within(panel).findByLabelText('Sender address or domain');
    failPuts = true;
    await userEvent.type(field, 'globex.io{Enter}');
    expect(await screen.findByText('Failed to add domain')).toBeVisible();
    expect(
      within(within(panel).getByRole('group', { name: 'Domains' })).getByText('globex.io'),
    ).toBeVisible();
  });
});
