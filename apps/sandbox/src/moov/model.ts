/** Moov resources are stored in their wire shape, so what was created is what is read back. */
export type AccountJson = {
  accountID: string;
  mode: 'sandbox' | 'production';
  accountType: 'individual' | 'business' | 'guest';
  displayName: string;
  profile: Record<string, unknown>;
  metadata?: Record<string, string>;
  foreignID?: string;
  capabilities: Array<{ capability: string; status: string }>;
  verification: { verificationStatus: string; status: string };
  createdOn: string;
  updatedOn: string;
};

export type BankAccountJson = {
  bankAccountID: string;
  fingerprint: string;
  status: 'new' | 'verified' | 'pending' | 'verificationFailed' | 'errored';
  holderName: string;
  holderType: 'individual' | 'business';
  bankName: string;
  bankAccountType: 'checking' | 'savings';
  routingNumber: string;
  lastFourAccountNumber: string;
  updatedOn: string;
};

export type CapabilityJson = {
  capability: string;
  accountID: string;
  status: string;
  createdOn: string;
  updatedOn: string;
};

export type TransferStatus = 'created' | 'pending' | 'completed' | 'failed';

export type StoredTransfer = {
  transferID: string;
  /** The account whose API path created it (the facilitator). */
  accountID: string;
  idempotencyKey: string;
  sourcePaymentMethodID: string;
  destinationPaymentMethodID: string;
  amount: { currency: string; value: number };
  description?: string;
  metadata?: Record<string, string>;
  foreignID?: string;
  status: TransferStatus;
  /** ACH return code this transfer will fail with, chosen by the documented test amounts. */
  plannedReturn?: { code: string; reason: string; side: 'source' | 'destination' };
  createdOn: string;
  updatedOn: string;
  completedOn?: string;
  nextStepAt: number;
};

export type PaymentMethodJson = {
  paymentMethodID: string;
  paymentMethodType: string;
  bankAccountID: string;
  accountID: string;
};

export type AccessTokenGrant = { scope: string; issuedAt: number; expiresAt: number };

export type WebhookJson = {
  webhookID: string;
  url: string;
  status: 'enabled' | 'disabled';
  eventTypes: string[];
  description: string;
  createdOn: string;
  updatedOn: string;
};

export type MoovState = {
  accounts: Record<string, AccountJson>;
  bankAccounts: Record<string, BankAccountJson & { accountID: string }>;
  capabilities: Record<string, CapabilityJson[]>;
  paymentMethods: Record<string, PaymentMethodJson>;
  transfers: Record<string, StoredTransfer>;
  accessTokens: Record<string, AccessTokenGrant>;
  refreshTokens: Record<string, AccessTokenGrant>;
  webhooks: Record<string, WebhookJson & { secret: string }>;
};
