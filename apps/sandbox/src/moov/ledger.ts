import { createHash, randomUUID } from 'node:crypto';
import type { JsonStore } from '../store/json-store';
import type {
  AccountJson,
  BankAccountJson,
  CapabilityJson,
  MoovState,
  PaymentMethodJson,
} from './model';

const ACH_METHODS = [
  'ach-debit-fund',
  'ach-debit-collect',
  'ach-credit-standard',
  'ach-credit-same-day',
];

export type NewAccount = {
  accountType: AccountJson['accountType'];
  profile: Record<string, unknown>;
  metadata?: Record<string, string>;
  foreignID?: string;
  capabilities?: string[];
};

export type NewBankAccount = {
  holderName: string;
  holderType: 'individual' | 'business';
  routingNumber: string;
  accountNumber: string;
  bankAccountType: 'checking' | 'savings';
};

const displayNameOf = (profile: Record<string, unknown>): string => {
  const business = profile.business as { legalBusinessName?: string } | undefined;
  const individual = profile.individual as
    | { name?: { firstName?: string; lastName?: string } }
    | undefined;
  return (
    business?.legalBusinessName ??
    [individual?.name?.firstName, individual?.name?.lastName].filter(Boolean).join(' ')
  );
};

/** Accounts, bank accounts, capabilities and payment methods of the Moov stand-in. */
export class Ledger {
  constructor(readonly store: JsonStore<MoovState>) {}

  get state(): MoovState {
    return this.store.data;
  }

  createAccount(input: NewAccount): AccountJson {
    const now = new Date().toISOString();
    const account: AccountJson = {
      accountID: randomUUID(),
      mode: 'sandbox',
      accountType: input.accountType,
      displayName: displayNameOf(input.profile) || 'New account',
      profile:
        input.accountType === 'business'
          ? { business: { ownersProvided: false, ...(input.profile.business as object) } }
          : input.profile,
      ...(input.metadata ? { metadata: input.metadata } : {}),
      ...(input.foreignID ? { foreignID: input.foreignID } : {}),
      capabilities: [],
      verification: { verificationStatus: 'unverified', status: 'unverified' },
      createdOn: now,
      updatedOn: now,
    };
    this.store.update((state) => {
      state.accounts[account.accountID] = account;
    });
    if (input.capabilities?.length) this.requestCapabilities(account.accountID, input.capabilities);
    return account;
  }

  linkBankAccount(accountID: string, input: NewBankAccount): BankAccountJson {
    const now = new Date().toISOString();
    const bank: BankAccountJson = {
      bankAccountID: randomUUID(),
      fingerprint: createHash('sha256')
        .update(`${input.routingNumber}:${input.accountNumber}`)
        .digest('hex'),
      status: 'verified',
      holderName: input.holderName,
      holderType: input.holderType,
      bankName: 'Sandbox National Bank',
      bankAccountType: input.bankAccountType,
      routingNumber: input.routingNumber,
      lastFourAccountNumber: input.accountNumber.slice(-4),
      updatedOn: now,
    };
    this.store.update((state) => {
      state.bankAccounts[bank.bankAccountID] = { ...bank, accountID };
      for (const type of ACH_METHODS) {
        const method: PaymentMethodJson = {
          paymentMethodID: randomUUID(),
          paymentMethodType: type,
          bankAccountID: bank.bankAccountID,
          accountID,
        };
        state.paymentMethods[method.paymentMethodID] = method;
      }
    });
    return bank;
  }

  /** Capabilities are enabled at once in the sandbox; the account's summary follows. */
  requestCapabilities(accountID: string, names: string[]): CapabilityJson[] {
    const now = new Date().toISOString();
    return this.store.update((state) => {
      const list = state.capabilities[accountID] ?? [];
      state.capabilities[accountID] = list;
      for (const name of names) {
        if (!list.some((cap) => cap.capability === name))
          list.push({
            capability: name,
            accountID,
            status: 'enabled',
            createdOn: now,
            updatedOn: now,
          });
      }
      const account = state.accounts[accountID];
      if (account) {
        account.capabilities = list.map(({ capability, status }) => ({ capability, status }));
        account.updatedOn = now;
      }
      return list;
    });
  }

  bankAccountsOf(accountID: string): BankAccountJson[] {
    return Object.values(this.state.bankAccounts)
      .filter((bank) => bank.accountID === accountID)
      .map(({ accountID: _owner, ...bank }) => bank);
  }

  /** Payment methods in the wire shape, each carrying its bank account. */
  paymentMethodsOf(accountID: string) {
    return Object.values(this.state.paymentMethods)
      .filter((method) => method.accountID === accountID)
      .map((method) => this.paymentMethodJson(method));
  }

  paymentMethodJson(method: PaymentMethodJson) {
    const { accountID: _owner, ...bankAccount } =
      this.state.bankAccounts[method.bankAccountID] ??
      ({} as BankAccountJson & { accountID: string });
    return {
      paymentMethodID: method.paymentMethodID,
      paymentMethodType: method.paymentMethodType,
      bankAccount,
    };
  }
}
