import { type CompanyDetails, companyNames, defaultCompanyDetails } from '@ap/domain';
import { CompanyDetailsSchema, type CompanyDetailsSettings } from '@ap/domain/contract';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../audit/record-mutation';
import { organizationConfigurations } from '../../db/schema';
import { readOrganization } from '../ensure-organization';

const KIND = 'company_details';

const readSaved = async (db: Executor, orgId: string) => {
  const [row] = await db
    .select({
      value: organizationConfigurations.value,
      updatedAt: organizationConfigurations.updatedAt,
    })
    .from(organizationConfigurations)
    .where(
      and(eq(organizationConfigurations.orgId, orgId), eq(organizationConfigurations.kind, KIND)),
    );
  const parsed = row ? CompanyDetailsSchema.safeParse(row.value) : undefined;
  // A stored value the contract no longer accepts counts as unsaved, like approval chains.
  return row && parsed?.success ? { details: parsed.data, updatedAt: row.updatedAt } : null;
};

/** The organisation's company details; until saved, its sign-up name as the legal name. */
export const readCompanyDetailsSettings = async (
  db: Executor,
  orgId: string,
): Promise<CompanyDetailsSettings> => {
  const saved = await readSaved(db, orgId);
  if (saved)
    return {
      company_details: saved.details,
      saved: true,
      updated_at: saved.updatedAt.toISOString(),
    };
  const org = await readOrganization(db, orgId);
  return { company_details: defaultCompanyDetails(org.name), saved: false, updated_at: null };
};

/**
 * Every name the organisation is invoiced as (legal name, other names, sign-up name): what
 * 'Addressed to Us' accepts and what the extraction never reads as the vendor.
 */
export const readCompanyNames = async (
  db: Executor,
  org: { id: string; name: string },
): Promise<string[]> => {
  const saved = await readSaved(db, org.id);
  return companyNames((saved?.details as CompanyDetails | undefined) ?? null, org.name);
};
