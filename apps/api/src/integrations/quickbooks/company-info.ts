import { z } from 'zod';
import { upstreamUnavailable } from '../../http/api-error';
import { requestJson } from './request-json';

const CompanyInfoSchema = z.object({
  CompanyInfo: z.object({ CompanyName: z.string().nullish() }),
});

/**
 * GET /v3/company/{realmId}/companyinfo/{realmId} of QuickBooks Online: the company's name,
 * or null when it has none. Intuit's Node SDK for the accounting API is unmaintained, so a
 * typed fetch call it is.
 */
export const fetchCompanyName = async (
  apiUrl: string,
  realmId: string,
  accessToken: string,
): Promise<string | null> => {
  const realm = encodeURIComponent(realmId);
  const url = new URL(`v3/company/${realm}/companyinfo/${realm}`, apiUrl.replace(/\/?$/, '/'));
  url.searchParams.set('minorversion', '75');
  const answer = await requestJson('QuickBooks', url, {
    headers: { Authorization: `Bearer ${accessToken}`, Accept: 'application/json' },
  });
  const parsed = CompanyInfoSchema.safeParse(answer);
  if (!parsed.success) throw upstreamUnavailable('QuickBooks', 'unexpected CompanyInfo answer');
  return parsed.data.CompanyInfo.CompanyName || null;
};
