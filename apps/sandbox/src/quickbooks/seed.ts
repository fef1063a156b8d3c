import type { Company, Entity, EntityName, QboState } from './model';
import { acmeLocations } from './seed-locations';

export const DEMO_REALM_ID = '9341453050298464';

const meta = () => {
  const now = new Date().toISOString();
  return { CreateTime: now, LastUpdatedTime: now };
};

const entity = (Id: string, fields: Record<string, unknown>): Entity => ({
  Id,
  SyncToken: '0',
  MetaData: meta(),
  ...fields,
});

const account = (
  Id: string,
  Name: string,
  AccountType: string,
  AccountSubType: string,
  Classification: string,
) =>
  entity(Id, {
    Name,
    FullyQualifiedName: Name,
    AccountType,
    AccountSubType,
    Classification,
    Active: true,
    SubAccount: false,
    CurrentBalance: 0,
    CurrencyRef: { value: 'USD', name: 'United States Dollar' },
  });

const byId = (list: Entity[]) => Object.fromEntries(list.map((e) => [e.Id, e]));

/** Acme Corp's books: a chart of accounts, classes, a customer/job and two vendors. */
const acmeBooks = (): Company => {
  const entities: Record<EntityName, Record<string, Entity>> = {
    Account: byId([
      account('33', 'Accounts Payable (A/P)', 'Accounts Payable', 'AccountsPayable', 'Liability'),
      account('7', 'Office Supplies', 'Expense', 'OfficeGeneralAdministrativeExpenses', 'Expense'),
      account(
        '13',
        'Software & Subscriptions',
        'Expense',
        'OtherMiscellaneousServiceCost',
        'Expense',
      ),
      account('29', 'Cost of Goods Sold', 'Cost of Goods Sold', 'SuppliesMaterialsCogs', 'Expense'),
      account('35', 'Checking', 'Bank', 'Checking', 'Asset'),
      // The demo invoices' coding ('6000 Office Expenses', number and name).
      {
        ...account(
          '60',
          'Office Expenses',
          'Expense',
          'OfficeGeneralAdministrativeExpenses',
          'Expense',
        ),
        AcctNum: '6000',
      },
    ]),
    Class: byId([
      entity('5000000000000000101', {
        Name: 'Operations',
        FullyQualifiedName: 'Operations',
        SubClass: false,
        Active: true,
      }),
      entity('5000000000000000102', {
        Name: 'Sales',
        FullyQualifiedName: 'Sales',
        SubClass: false,
        Active: true,
      }),
    ]),
    Customer: byId([
      entity('58', {
        DisplayName: 'Globex Rollout',
        FullyQualifiedName: 'Globex Rollout',
        CompanyName: 'Globex',
        Active: true,
        Job: false,
        Balance: 0,
      }),
      entity('59', {
        DisplayName: 'Acme HQ',
        FullyQualifiedName: 'Acme HQ',
        CompanyName: 'Acme Corp',
        Active: true,
        Job: false,
        Balance: 0,
      }),
    ]),
    Vendor: byId([
      entity('56', {
        DisplayName: 'Northwind Traders',
        CompanyName: 'Northwind Traders',
        PrimaryEmailAddr: { Address: 'billing@northwind.test' },
        Active: true,
        Vendor1099: false,
        Balance: 0,
      }),
      entity('57', {
        DisplayName: 'Contoso Supplies',
        CompanyName: 'Contoso Supplies',
        PrimaryEmailAddr: { Address: 'accounts@contoso.test' },
        Active: true,
        Vendor1099: false,
        Balance: 0,
      }),
    ]),
    Bill: {},
    BillPayment: {},
    PurchaseOrder: {},
    Department: acmeLocations(),
  };
  return {
    realmId: DEMO_REALM_ID,
    companyInfo: {
      Id: '1',
      SyncToken: '0',
      CompanyName: 'Acme Corp',
      LegalName: 'Acme Corporation',
      Country: 'US',
      CompanyAddr: {
        Line1: '100 Market St',
        City: 'San Francisco',
        CountrySubDivisionCode: 'CA',
        PostalCode: '94105',
      },
      Email: { Address: 'ap@acme.test' },
      FiscalYearStartMonth: 'January',
      SupportedLanguages: 'en',
      MetaData: meta(),
    },
    entities,
    nextId: 100,
  };
};

export const seedQboState = (): QboState => ({
  companies: { [DEMO_REALM_ID]: acmeBooks() },
  codes: {},
  accessTokens: {},
  refreshTokens: {},
});
