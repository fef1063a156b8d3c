import type { MoovState } from './model';

/** The platform's own (facilitator) account; the API server's MOOV_FACILITATOR_ACCOUNT_ID. */
export const FACILITATOR_ACCOUNT_ID = 'b6e9a7a0-5f1e-4c1e-9a51-ac3e00000001';
const FACILITATOR_BANK_ID = 'b6e9a7a0-5f1e-4c1e-9a51-ac3e00000002';

export const seedMoovState = (): MoovState => {
  const now = new Date().toISOString();
  return {
    accounts: {
      [FACILITATOR_ACCOUNT_ID]: {
        accountID: FACILITATOR_ACCOUNT_ID,
        mode: 'sandbox',
        accountType: 'business',
        displayName: 'AP Automation Platform',
        profile: {
          business: {
            legalBusinessName: 'AP Automation Platform Inc.',
            ownersProvided: true,
            email: 'platform@ap.test',
          },
        },
        capabilities: [
          { capability: 'transfers', status: 'enabled' },
          { capability: 'send-funds', status: 'enabled' },
          { capability: 'collect-funds', status: 'enabled' },
        ],
        verification: { verificationStatus: 'verified', status: 'verified' },
        createdOn: now,
        updatedOn: now,
      },
    },
    bankAccounts: {
      [FACILITATOR_BANK_ID]: {
        accountID: FACILITATOR_ACCOUNT_ID,
        bankAccountID: FACILITATOR_BANK_ID,
        fingerprint: 'f'.repeat(64),
        status: 'verified',
        holderName: 'AP Automation Platform Inc.',
        holderType: 'business',
        bankName: 'Sandbox National Bank',
        bankAccountType: 'checking',
        routingNumber: '011000015',
        lastFourAccountNumber: '0001',
        updatedOn: now,
      },
    },
    capabilities: {},
    paymentMethods: Object.fromEntries(
      ['ach-debit-fund', 'ach-debit-collect', 'ach-credit-standard', 'ach-credit-same-day'].map(
        (type, i) => {
          const paymentMethodID = `b6e9a7a0-5f1e-4c1e-9a51-ac3e0000001${i}`;
          return [
            paymentMethodID,
            {
              paymentMethodID,
              paymentMethodType: type,
              bankAccountID: FACILITATOR_BANK_ID,
              accountID: FACILITATOR_ACCOUNT_ID,
            },
          ];
        },
      ),
    ),
    transfers: {},
    accessTokens: {},
    refreshTokens: {},
    webhooks: {},
  };
};
