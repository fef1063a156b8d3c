import { createHash } from 'node:crypto';
import type { Moov } from '@moovio/sdk';
import { ApiHttpError } from '../../http/api-error';
import { toUpstreamError } from '../upstream-error';

/** Moov said no (a 4xx answer): the call will not succeed by retrying it. */
export class MoovRefusal extends Error {}

/** A transfer as the product follows it. */
export type TransferState = {
  transferId: string;
  /** Moov's status: created, pending, completed, failed, reversed, queued, canceled. */
  status: string;
  /** Why it failed or was returned, in words (ACH return code and reason when there is one). */
  failureReason: string | null;
  completedOn: Date | null;
  foreignId: string | null;
};

export type NewTransfer = {
  /** The platform (facilitator) account whose API path creates the transfer. */
  facilitatorAccountId: string;
  idempotencyKey: string;
  sourcePaymentMethodId: string;
  destinationPaymentMethodId: string;
  amountCents: number;
  currency: string;
  description: string;
  /** The payment's id, so a webhook about a transfer we never stored still finds its payment. */
  foreignId: string;
};

/** The calls that pay a vendor: its account and bank account, payment methods and transfers. */
export interface MoovPayments {
  findAccountByForeignId(foreignId: string): Promise<string | null>;
  createVendorAccount(input: {
    name: string;
    email: string | null;
    foreignId: string;
  }): Promise<string>;
  /** Links the bank account, or finds the one already linked with these numbers. */
  linkBankAccount(
    accountId: string,
    bank: { holderName: string; accountNumber: string; routingNumber: string },
  ): Promise<string>;
  /** The account's payment method of `type` drawing on `bankAccountId` (any bank when omitted). */
  findPaymentMethod(
    accountId: string,
    type: string,
    bankAccountId?: string,
  ): Promise<string | null>;
  /** Creates the transfer; the same idempotency key always answers the same transfer. */
  createTransfer(transfer: NewTransfer): Promise<string>;
  getTransfer(facilitatorAccountId: string, transferId: string): Promise<TransferState>;
}

const statusOf = (err: unknown): number | undefined =>
  typeof err === 'object' &&
  err !== null &&
  typeof (err as { statusCode?: unknown }).statusCode === 'number'
    ? (err as { statusCode: number }).statusCode
    : undefined;

/** A 4xx becomes a MoovRefusal carrying Moov's own words; anything else a 502 to retry. */
const moovCall = async <T>(what: string, call: () => Promise<T>): Promise<T> => {
  try {
    return await call();
  } catch (err) {
    const status = statusOf(err);
    if (status !== undefined && status >= 400 && status < 500 && status !== 401 && status !== 429) {
      const body = (err as { body?: unknown }).body;
      const detail = typeof body === 'string' && body ? body.slice(0, 300) : (err as Error).message;
      throw new MoovRefusal(`Moov refused to ${what} (HTTP ${status}): ${detail}`);
    }
    throw toUpstreamError('Moov', err);
  }
};

/**
 * Moov takes idempotency keys of up to 36 characters: a longer key is sent as the UUID-shaped
 * SHA-256 of itself, the same every time, so a retry still sends the same key.
 */
export const moovIdempotencyKey = (key: string): string => {
  if (key.length <= 36) return key;
  const hex = createHash('sha256').update(key).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

type AchLeg = { achDetails?: { return?: { code?: string; reason?: string } } };

const failureReasonOf = (transfer: {
  status: string;
  failureReason?: string;
  source: AchLeg;
  destination: AchLeg;
}): string | null => {
  if (!['failed', 'reversed', 'canceled'].includes(transfer.status)) return null;
  const returned = transfer.destination.achDetails?.return ?? transfer.source.achDetails?.return;
  if (returned?.code || returned?.reason)
    return `ACH return ${returned.code ?? ''}: ${returned.reason ?? 'returned'}`.trim();
  if (transfer.failureReason) return `Transfer failed: ${transfer.failureReason}`;
  return `Transfer ${transfer.status}`;
};

/** `sdk` gives the SDK's client, loaded the first time a call needs it (see moov-client). */
export const moovPayments = (sdk: () => Promise<Moov>): MoovPayments => ({
  async findAccountByForeignId(foreignId) {
    const moov = await sdk();
    const { result } = await moovCall('list accounts', () =>
      moov.accounts.list({ foreignID: foreignId }),
    );
    return result[0]?.accountID ?? null;
  },
  async createVendorAccount({ name, email, foreignId }) {
    const moov = await sdk();
    const { result } = await moovCall("create the vendor's account", () =>
      moov.accounts.create({
        accountType: 'business',
        profile: { business: { legalBusinessName: name, ...(email ? { email } : {}) } },
        foreignID: foreignId,
      }),
    );
    return result.accountID;
  },
  async linkBankAccount(accountId, bank) {
    const moov = await sdk();
    const { result: linked } = await moovCall('list bank accounts', () =>
      moov.bankAccounts.list({ accountID: accountId }),
    );
    const existing = linked.find(
      (b) =>
        b.routingNumber === bank.routingNumber &&
        b.lastFourAccountNumber === bank.accountNumber.slice(-4) &&
        b.status !== 'errored' &&
        b.status !== 'verificationFailed',
    );
    if (existing) return existing.bankAccountID;
    const { result } = await moovCall("link the vendor's bank account", () =>
      moov.bankAccounts.link({
        accountID: accountId,
        linkBankAccount: {
          account: {
            holderName: bank.holderName,
            holderType: 'business',
            accountNumber: bank.accountNumber,
            routingNumber: bank.routingNumber,
            bankAccountType: 'checking',
          },
        },
      }),
    );
    return result.bankAccountID;
  },
  async findPaymentMethod(accountId, type, bankAccountId) {
    const moov = await sdk();
    const { result } = await moovCall('list payment methods', () =>
      moov.paymentMethods.list({
        accountID: accountId,
        paymentMethodType: type as 'ach-credit-standard',
      }),
    );
    const match = result.find(
      (m) =>
        m.paymentMethodType === type &&
        (!bankAccountId || ('bankAccount' in m && m.bankAccount?.bankAccountID === bankAccountId)),
    );
    return match && 'paymentMethodID' in match ? String(match.paymentMethodID) : null;
  },
  async createTransfer(transfer) {
    const moov = await sdk();
    try {
      const { result } = await moov.transfers.create({
        accountID: transfer.facilitatorAccountId,
        xIdempotencyKey: moovIdempotencyKey(transfer.idempotencyKey),
        createTransfer: {
          source: { paymentMethodID: transfer.sourcePaymentMethodId },
          destination: { paymentMethodID: transfer.destinationPaymentMethodId },
          amount: { currency: transfer.currency, value: transfer.amountCents },
          description: transfer.description,
          foreignID: transfer.foreignId,
        },
      });
      return result.transferID;
    } catch (err) {
      // Moov answers a replayed idempotency key with 409 and the transfer it already made.
      const replayed = (err as { transferID?: unknown }).transferID;
      if (statusOf(err) === 409 && typeof replayed === 'string') return replayed;
      return moovCall('create the transfer', () => Promise.reject(err));
    }
  },
  async getTransfer(facilitatorAccountId, transferId) {
    const moov = await sdk();
    const { result } = await moovCall('read the transfer', () =>
      moov.transfers.get({ accountID: facilitatorAccountId, transferID: transferId }),
    );
    return {
      transferId: result.transferID,
      status: result.status,
      failureReason: failureReasonOf(result),
      completedOn: result.completedOn ?? null,
      foreignId: result.foreignID ?? null,
    };
  },
});

/** Whether an error is worth retrying (Moov unreachable or failing) rather than final. */
export const isTransient = (err: unknown): boolean =>
  err instanceof ApiHttpError && err.status === 502;
