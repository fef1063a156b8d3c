import type { PaymentAccountStatus } from '@ap/domain/contract';
import { queryOptions } from '@tanstack/react-query';
import { errorStatus } from '../api-error';
import { apiCall } from '../client';
import { integrationKeys, organizationSettingsKeys } from './keys';

/** GET /api/gmail/oauth/account (gmail_email null: no mailbox). */
export const mailboxStatusQueryOptions = () =>
  queryOptions({
    queryKey: integrationKeys.mailbox(),
    queryFn: ({ signal }) => apiCall('getGmailAccount', { signal }),
  });

/** GET /api/quickbooks/oauth/account. */
export const accountingStatusQueryOptions = () =>
  queryOptions({
    queryKey: integrationKeys.accounting(),
    queryFn: ({ signal }) => apiCall('getQuickbooksAccount', { signal }),
  });

const NOT_CONNECTED: PaymentAccountStatus = { connected: false, linked_at: null, account_id: null };

/** GET /api/moov/status: a 404 means not connected (SPEC §7). */
export const paymentAccountStatusQueryOptions = () =>
  queryOptions({
    queryKey: integrationKeys.paymentAccount(),
    queryFn: async ({ signal }): Promise<PaymentAccountStatus> => {
      try {
        return (await apiCall('getMoovStatus', { signal })) ?? NOT_CONNECTED;
      } catch (error) {
        if (errorStatus(error) === 404) return NOT_CONNECTED;
        throw error;
      }
    },
  });

/** GET /api/organization/settings/ (read_only_mode). */
export const organizationSettingsQueryOptions = () =>
  queryOptions({
    queryKey: organizationSettingsKeys.all,
    queryFn: ({ signal }) => apiCall('getOrganizationSettings', { signal }),
  });
