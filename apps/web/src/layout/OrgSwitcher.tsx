import { Select } from '@mantine/core';
import { useSession } from '../auth/app-session';

/** Picks the organisation the app acts for; shown only to members of several. */
export function OrgSwitcher() {
  const { orgs, activeOrg, selectOrg } = useSession();
  if (orgs.length < 2) return null;
  return (
    <Select
      aria-label="Organization"
      data={orgs.map((org) => ({ value: org.orgId, label: org.orgName }))}
      value={activeOrg?.orgId ?? null}
      onChange={(orgId) => orgId && selectOrg(orgId)}
      allowDeselect={false}
      checkIconPosition="right"
      w={200}
    />
  );
}
