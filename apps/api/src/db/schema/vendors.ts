import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sealedText } from '../../crypto/sealed-columns';
import { changeStamp } from './change-stamp';
import { organizations } from './organizations';

export const vendors = pgTable(
  'vendors',
  {
    id: text('id').primaryKey(),
    orgId: text('org_id')
      .notNull()
      .references(() => organizations.id),
    name: text('name').notNull().default(''),
    contactEmail: text('contact_email'),
    contactName: text('contact_name'),
    phone: text('phone'),
    address: text('address'),
    taxId: text('tax_id'),
    taxIdType: text('tax_id_type'),
    legalEntityName: text('legal_entity_name'),
    legalEntityType: text('legal_entity_type'),
    legalEntitySubtype: text('legal_entity_subtype'),
    legalAddress: text('legal_address'),
    bankName: text('bank_name'),
    bankAddress: text('bank_address'),
    bankAccountBeneficiary: text('bank_account_beneficiary'),
    /** Sealed at rest (AES-GCM); answers mask them to the last four digits. */
    accountNumber: sealedText('account_number'),
    routingNumber: sealedText('routing_number'),
    /** The vendor's side at Moov: its account and the bank account linked from these details. */
    moovAccountId: text('moov_account_id'),
    moovBankAccountId: text('moov_bank_account_id'),
    moovPaymentMethodId: text('moov_payment_method_id'),
    /** bankDetailsFingerprint of the numbers the Moov bank account was linked from. */
    moovBankFingerprint: text('moov_bank_fingerprint'),
    /** The vendor in the connected QuickBooks company. */
    qboVendorId: text('qbo_vendor_id'),
    /** What the vendor's latest W-9 says (migration 0013); the TIN is sealed like bank numbers. */
    w9LegalName: text('w9_legal_name'),
    w9BusinessName: text('w9_business_name'),
    taxClassification: text('tax_classification'),
    tin: sealedText('tin'),
    tinType: text('tin_type'),
    /** The TIN's last four digits, for screens and the 1099 report (never the whole number). */
    tinLast4: text('tin_last4'),
    w9Address: text('w9_address'),
    /** Its payments are reported on Form 1099-NEC (read from the W-9's tax classification). */
    is1099Eligible: boolean('is_1099_eligible').notNull().default(false),
    w9DocumentId: text('w9_document_id'),
    w9ReceivedAt: timestamp('w9_received_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** The transaction that last set the name (the list rows show it; migration 0014). */
    nameXact: changeStamp('name_xact'),
  },
  (table) => [
    index('vendors_org_idx').on(table.orgId),
    index('vendors_org_name_change_idx').on(table.orgId, table.nameXact),
    // Matching a sender on intake, by address and by domain (migration 0014).
    index('vendors_org_contact_email_idx').on(table.orgId, sql`lower(${table.contactEmail})`),
    index('vendors_org_contact_domain_idx').on(
      table.orgId,
      sql`split_part(lower(${table.contactEmail}), '@', 2)`,
    ),
  ],
);
