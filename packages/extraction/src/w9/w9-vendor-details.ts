import type { TaxClassification } from '@ap/domain';
import type { VendorDetails } from '../reply/vendor-details';
import type { W9Form } from './read-w9-form';

// The entity types vendor-details.ts writes, so a W-9 and a typed reply agree.
const ENTITY_TYPE: Record<TaxClassification, string> = {
  individual_sole_proprietor: 'Sole Proprietorship',
  c_corporation: 'C Corporation',
  s_corporation: 'S Corporation',
  partnership: 'Partnership',
  trust_estate: 'Trust/Estate',
  llc_c: 'LLC',
  llc_s: 'LLC',
  llc_p: 'LLC',
  llc: 'LLC',
  other: 'Other',
};

const formatTin = (tin: string, type: 'SSN' | 'EIN') =>
  type === 'SSN'
    ? `${tin.slice(0, 3)}-${tin.slice(3, 5)}-${tin.slice(5)}`
    : `${tin.slice(0, 2)}-${tin.slice(2)}`;

/** A W-9's fields as the vendor details a reply gives (tax id, legal name, type, address). */
export function w9VendorDetails(form: W9Form): VendorDetails {
  const details: VendorDetails = {};
  if (form.tin && form.tinType) {
    details.tax_id = formatTin(form.tin, form.tinType);
    details.tax_id_type = form.tinType;
  }
  if (form.legalName) details.legal_entity_name = form.legalName;
  if (form.taxClassification) details.legal_entity_type = ENTITY_TYPE[form.taxClassification];
  if (form.address) details.legal_address = form.address;
  return details;
}
