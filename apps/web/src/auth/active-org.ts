import {
  loadOrgSelectionFromLocalStorage,
  saveOrgSelectionToLocalStorage,
} from '@propelauth/react';

/** The fields of a membership the org choice reads. */
export interface OrgChoice {
  orgId: string;
  orgName: string;
}

/**
 * The organisation the app acts for: the one remembered in local storage (by id or name) when
 * the user still belongs to it, else the first membership; null without any.
 */
export function chooseActiveOrg<T extends OrgChoice>(
  orgs: readonly T[],
  remembered: string | null = readRememberedOrg(),
): T | null {
  if (remembered) {
    const match = orgs.find((org) => org.orgId === remembered || org.orgName === remembered);
    if (match) return match;
  }
  return orgs[0] ?? null;
}

/** The last selected org (key `__last_selected_org`, SPEC §4), or null when unreadable. */
export function readRememberedOrg(): string | null {
  try {
    return loadOrgSelectionFromLocalStorage();
  } catch {
    return null; // storage disabled: no memory, not an error
  }
}

export function rememberOrg(orgId: string): void {
  try {
    saveOrgSelectionToLocalStorage(orgId);
  } catch {
    // storage disabled: the choice lasts for this page only
  }
}
