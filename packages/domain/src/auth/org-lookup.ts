export interface OrgNames {
  orgName: string;
  urlSafeOrgName: string;
}

type Orgs<O> = readonly O[] | Readonly<Record<string, O>>;

const list = <O>(orgs: Orgs<O>): readonly O[] => (Array.isArray(orgs) ? orgs : Object.values(orgs));

/** The URL-safe form of an org name: lowercased, spaces replaced by hyphens. */
export function toUrlSafeOrgName(name: string): string {
  return name.toLowerCase().replace(/ /g, '-');
}

/** Org lookup by name: matches the org name or the URL-safe name exactly. */
export function findOrgByName<O extends OrgNames>(orgs: Orgs<O>, name: string): O | undefined {
  return list(orgs).find((org) => org.orgName === name || org.urlSafeOrgName === name);
}

/**
 * The user's own lookup: lowercases the name and replaces spaces with hyphens, then matches the
 * URL-safe name ("Acme Corp" finds "acme-corp").
 */
export function findUserOrgByName<O extends OrgNames>(orgs: Orgs<O>, name: string): O | undefined {
  const urlSafe = toUrlSafeOrgName(name);
  return list(orgs).find((org) => org.urlSafeOrgName === urlSafe);
}
