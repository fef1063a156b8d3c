/** QuickBooks entities are kept in Intuit's JSON shape (PascalCase fields, string Ids, SyncToken). */
export type Entity = {
  Id: string;
  SyncToken: string;
  MetaData: { CreateTime: string; LastUpdatedTime: string };
  [field: string]: unknown;
};

export const ENTITY_NAMES = [
  'Vendor',
  'Account',
  'Class',
  'Customer',
  'Bill',
  'BillPayment',
  'PurchaseOrder',
  'Department',
] as const;
export type EntityName = (typeof ENTITY_NAMES)[number];

export type Company = {
  realmId: string;
  companyInfo: Record<string, unknown>;
  entities: Record<EntityName, Record<string, Entity>>;
  nextId: number;
};

export type QboGrant = {
  realmId: string;
  scope: string;
  clientId: string;
  issuedAt: number;
  expiresAt: number;
  redirectUri?: string;
};

export type QboState = {
  companies: Record<string, Company>;
  codes: Record<string, QboGrant>;
  accessTokens: Record<string, QboGrant>;
  refreshTokens: Record<string, QboGrant>;
  /**
   * Answers of creates sent with Intuit's `requestid`, by `realmId:requestid`: the same
   * requestid answers the same entity again instead of creating a second one.
   */
  requests?: Record<string, { status: number; body: string }>;
};
