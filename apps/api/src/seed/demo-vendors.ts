import type { vendors } from '../db/schema';
import { DEMO_ORG_ID } from './demo-ids';

type VendorInsert = typeof vendors.$inferInsert;

const complete = {
  taxIdType: 'EIN',
  legalEntityType: 'business',
  legalEntitySubtype: 'llc',
  bankName: 'First National Bank',
  bankAddress: '100 Bank Plaza, Springfield, IL 62701',
};

/** An onboarded vendor, one missing bank details (Onboarding), and an unnamed draft. */
export const demoVendors: VendorInsert[] = [
  {
    id: 'ven_demo_office',
    orgId: DEMO_ORG_ID,
    name: 'Office Supplies Co',
    contactEmail: 'billing@officesupplies.test',
    contactName: 'Olivia Park',
    phone: '+1 555 0100',
    address: '12 Market St, Springfield, IL 62701',
    taxId: '12-3456789',
    legalEntityName: 'Office Supplies Company LLC',
    legalAddress: '12 Market St, Springfield, IL 62701',
    bankAccountBeneficiary: 'Office Supplies Company LLC',
    accountNumber: '000123456789',
    routingNumber: '021000021',
    ...complete,
  },
  {
    id: 'ven_demo_cloud',
    orgId: DEMO_ORG_ID,
    name: 'Cloudly Hosting',
    contactEmail: 'ar@cloudly.test',
    contactName: 'Sam Reyes',
    phone: '+1 555 0101',
    address: '9 Harbor Way, Oakland, CA 94607',
    taxId: '98-7654321',
    legalEntityName: 'Cloudly Hosting Inc',
    legalAddress: '9 Harbor Way, Oakland, CA 94607',
    bankAccountBeneficiary: 'Cloudly Hosting Inc',
    accountNumber: '000987654321',
    routingNumber: '121000358',
    ...complete,
    legalEntitySubtype: 'corporation',
  },
  {
    id: 'ven_demo_catering',
    orgId: DEMO_ORG_ID,
    name: 'Green Leaf Catering',
    contactEmail: 'hello@greenleaf.test',
    contactName: 'Maya Chen',
    address: '55 Elm Ave, Springfield, IL 62704',
  },
  {
    id: 'ven_demo_draft',
    orgId: DEMO_ORG_ID,
    name: '',
    contactEmail: 'invoices@unknown-sender.test',
  },
];
