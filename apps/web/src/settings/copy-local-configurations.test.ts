import {
  compactMandatoryChecks,
  DEFAULT_MANDATORY_CHECKS_CONFIG,
  STORAGE_KEYS,
  serializeConfig,
  setMandatoryCheckRequired,
} from '@ap/domain';
import type { OrganizationConfigurations } from '@ap/domain/contract';
import type { OrgMemberInfo } from '@propelauth/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { createElement, type ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { configurationKeys } from '../api/configurations/keys';
import { createQueryClient } from '../api/query-client';
import { setApiSession } from '../api/session';
import { server } from '../testing/msw-server';
import { copyLocalConfigurations, resetCopyAttempts } from './copy-local-configurations';
import { useCopyLocalConfigurations } from './useCopyLocalConfigurations';

const API = '*/api/organization/configurations';
const none: OrganizationConfigurations = {
  mandatory_checks: null,
  protected_actions: null,
  vendor_subset: null,
};
const role = (userAssignedRole: 'Admin' | 'Member') => ({
  userAssignedRole,
  userInheritedRolesPlusCurrentRole:
    userAssignedRole === 'Admin' ? ['Admin', 'Member'] : ['Member'],
  userPermissions: [],
});
const budgetEnforced = setMandatoryCheckRequired(
  DEFAULT_MANDATORY_CHECKS_CONFIG,
  'budget_code',
  true,
);
const subset = {
  internalSenders: 'review',
  externalSenders: 'limited',
  domains: ['globex.io'],
  senders: ['billing@initech.test'],
} as const;

/** The organisation's server copy, and every call the browser made to it. */
let stored: OrganizationConfigurations;
let calls: string[];

beforeEach(() => {
  resetCopyAttempts();
  stored = none;
  calls = [];
  setApiSession({ getAccessToken: async () => 't', orgId: 'org_demo', onUnauthorized: () => {} });
  server.use(
    http.get(API, () => {
      calls.push('GET');
      return HttpResponse.json(stored);
    }),
    http.put(`${API}/:kind`, async ({ request, params }) => {
      calls.push(`PUT ${params.kind}`);
      stored = { ...stored, ...((await request.json()) as Partial<OrganizationConfigurations>) };
      return HttpResponse.json(stored);
    }),
  );
});

describe("copying the browser's configurations to the organisation", () => {
  it('sends each saved kind the server lacks, once, and keeps the answer', async () => {
    localStorage.setItem(STORAGE_KEYS.mandatoryChecksConfig, serializeConfig(budgetEnforced));
    localStorage.setItem(STORAGE_KEYS.vendorSubsetSettings, JSON.stringify(subset));
    const queryClient = createQueryClient();

    await copyLocalConfigurations(queryClient, 'org_demo', role('Admin'));

    expect(calls).toEqual(['GET', 'PUT mandatory-checks', 'PUT vendor-subset']);
    expect(stored).toEqual({
      mandatory_checks: compactMandatoryChecks(budgetEnforced),
      protected_actions: null,
      vendor_subset: subset,
    });
    expect(queryClient.getQueryData(configurationKeys.all)).toEqual(stored);

    await copyLocalConfigurations(queryClient, 'org_demo', role('Admin'));
    expect(calls).toHaveLength(3); // once per organisation
  });

  it("never overwrites the server's copy, nor sends an unreadable saved value", async () => {
    stored = { ...none, mandatory_checks: compactMandatoryChecks(DEFAULT_MANDATORY_CHECKS_CONFIG) };
    localStorage.setItem(STORAGE_KEYS.mandatoryChecksConfig, serializeConfig(budgetEnforced));
    localStorage.setItem(STORAGE_KEYS.protectedActionsConfig, '{"checks": [not json');

    await copyLocalConfigurations(createQueryClient(), 'org_demo', role('Admin'));

    expect(calls).toEqual(['GET']);
    expect(stored.mandatory_checks).toEqual(
      compactMandatoryChecks(DEFAULT_MANDATORY_CHECKS_CONFIG),
    );
  });

  it("sends one organisation's saved configurations to no other organisation", async () => {
    localStorage.setItem(STORAGE_KEYS.vendorSubsetSettings, JSON.stringify(subset));
    localStorage.setItem(STORAGE_KEYS.localConfigurationsOrg, 'org_demo');

    await copyLocalConfigurations(createQueryClient(), 'org_other', role('Admin'));

    expect(calls).toEqual(['GET']);
    expect(stored).toEqual(none);
  });

  it('counts copies saved before their organisation was recorded as the first one loaded', async () => {
    localStorage.setItem(STORAGE_KEYS.vendorSubsetSettings, JSON.stringify(subset));

    await copyLocalConfigurations(createQueryClient(), 'org_demo', role('Admin'));
    expect(stored.vendor_subset).toEqual(subset);
    stored = none;
    calls = [];
    await copyLocalConfigurations(createQueryClient(), 'org_other', role('Admin'));

    expect(calls).toEqual(['GET']);
    expect(stored).toEqual(none);
  });

  it('sends nothing for a Member, who may not save configurations', async () => {
    localStorage.setItem(STORAGE_KEYS.vendorSubsetSettings, JSON.stringify(subset));

    await copyLocalConfigurations(createQueryClient(), 'org_demo', role('Member'));

    expect(calls).toEqual(['GET']);
    expect(stored).toEqual(none);
  });
});

describe('on the first load of the signed-in app', () => {
  const mount = (org: OrgMemberInfo | null) => {
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) =>
      createElement(QueryClientProvider, { client: queryClient }, children);
    return renderHook(() => useCopyLocalConfigurations(org), { wrapper });
  };
  const admin = { orgId: 'org_demo', ...role('Admin') } as unknown as OrgMemberInfo;

  it("copies the browser's saved vendor subset to an organisation that has none", async () => {
    localStorage.setItem(STORAGE_KEYS.vendorSubsetSettings, JSON.stringify(subset));
    mount(admin);
    await waitFor(() => expect(stored.vendor_subset).toEqual(subset));
    expect(calls).toEqual(['GET', 'PUT vendor-subset']);
  });

  it('asks the server nothing when the browser has saved nothing, or nobody is signed in', async () => {
    mount(admin);
    localStorage.setItem(STORAGE_KEYS.vendorSubsetSettings, JSON.stringify(subset));
    mount(null);
    // A later load that does copy: had either load above asked, its GET would come first.
    mount({ ...admin, orgId: 'org_other' } as OrgMemberInfo);
    await waitFor(() => expect(calls).toContain('PUT vendor-subset'));
    expect(calls).toEqual(['GET', 'PUT vendor-subset']);
  });
});
