import { apiCall } from '../client';

/** The bank widget's calls (SPEC §7): first token, account link and wider tokens. */
export const moovCalls = {
  onboardingToken: async () => (await apiCall('createMoovOnboardingToken')).token,
  saveAccount: (accountId: string) =>
    apiCall('saveMoovAccount', { body: { account_id: accountId } }),
  updateToken: async (accountId: string, resourceType: string) =>
    (
      await apiCall('updateMoovToken', {
        body: { account_id: accountId, resource_type: resourceType },
      })
    ).token,
};
