import type { ExtractedDocument, ExtractedInvoice, ExtractedLineItem } from '@ap/domain/contract';
import { all, at, decimalText, joinAddress, textOf, xmlField } from './xml-fields';

function party(xml: string, node: unknown) {
  const p = at(node, 'Party');
  const name =
    textOf(at(p, 'PartyLegalEntity', 'RegistrationName')) ?? textOf(at(p, 'PartyName', 'Name'));
  const address = at(p, 'PostalAddress');
  const addressText = joinAddress([
    textOf(at(address, 'StreetName')),
    textOf(at(address, 'AdditionalStreetName')),
    [textOf(at(address, 'PostalZone')), textOf(at(address, 'CityName'))]
      .filter(Boolean)
      .join(' ') || null,
    textOf(at(address, 'Country', 'IdentificationCode')),
  ]);
  return {
    name: xmlField(
      xml,
      name === textOf(at(p, 'PartyName', 'Name')) ? 'Name' : 'RegistrationName',
      name,
    ),
    email: xmlField(xml, 'ElectronicMail', textOf(at(p, 'Contact', 'ElectronicMail'))),
    address: addressText
      ? { value: addressText, confidence: 0.97, source: { text: addressText } }
      : null,
    phone: xmlField(xml, 'Telephone', textOf(at(p, 'Contact', 'Telephone'))),
    tax_id: xmlField(
      xml,
      'CompanyID',
      textOf(at(p, 'PartyTaxScheme', 'CompanyID')) ??
        textOf(at(p, 'PartyLegalEntity', 'CompanyID')),
    ),
  };
}

/** A UBL 2.1 Invoice (Peppol BIS / XRechnung UBL), read field by field. */
export function readUbl(xml: string, root: unknown, document: ExtractedDocument): ExtractedInvoice {
  const totals = at(root, 'LegalMonetaryTotal');
  const means = at(root, 'PaymentMeans');
  const supplier = party(xml, at(root, 'AccountingSupplierParty'));
  const lines: ExtractedLineItem[] = all(root, 'InvoiceLine').map((line) => ({
    description: xmlField(
      xml,
      'Name',
      textOf(at(line, 'Item', 'Name')) ??
        textOf(at(line, 'Item', 'Description')) ??
        '(no description)',
    ) ?? {
      value: '(no description)',
      confidence: 0.3,
      source: {},
    },
    quantity: xmlField(
      xml,
      'InvoicedQuantity',
      decimalText(textOf(at(line, 'InvoicedQuantity'))),
      textOf(at(line, 'InvoicedQuantity')),
    ),
    rate: xmlField(
      xml,
      'PriceAmount',
      decimalText(textOf(at(line, 'Price', 'PriceAmount'))),
      textOf(at(line, 'Price', 'PriceAmount')),
    ),
    amount: xmlField(
      xml,
      'LineExtensionAmount',
      decimalText(textOf(at(line, 'LineExtensionAmount'))),
      textOf(at(line, 'LineExtensionAmount')),
    ),
  }));
  const amount = (node: unknown, tag: string) =>
    xmlField(xml, tag, decimalText(textOf(node)), textOf(node));
  const payable = at(totals, 'PayableAmount') ?? at(totals, 'TaxInclusiveAmount');
  return {
    document,
    method: 'structured',
    confidence: 0,
    invoice_number: xmlField(xml, 'ID', textOf(at(root, 'ID'))),
    issue_date: xmlField(xml, 'IssueDate', textOf(at(root, 'IssueDate'))),
    due_date:
      xmlField(xml, 'DueDate', textOf(at(root, 'DueDate'))) ??
      xmlField(xml, 'PaymentDueDate', textOf(at(means, 'PaymentDueDate'))),
    payment_terms: xmlField(xml, 'Note', textOf(at(root, 'PaymentTerms', 'Note'))),
    currency: xmlField(xml, 'DocumentCurrencyCode', textOf(at(root, 'DocumentCurrencyCode'))),
    subtotal: amount(at(totals, 'TaxExclusiveAmount'), 'TaxExclusiveAmount'),
    tax: amount(at(root, 'TaxTotal', 'TaxAmount'), 'TaxAmount'),
    total: amount(payable, at(totals, 'PayableAmount') ? 'PayableAmount' : 'TaxInclusiveAmount'),
    po_number: xmlField(xml, 'ID', textOf(at(root, 'OrderReference', 'ID'))),
    vendor: {
      ...supplier,
      bank_name: xmlField(
        xml,
        'Name',
        textOf(at(means, 'PayeeFinancialAccount', 'FinancialInstitutionBranch', 'Name')),
      ),
      account_number: null,
      routing_number: null,
      iban: xmlField(xml, 'ID', textOf(at(means, 'PayeeFinancialAccount', 'ID'))),
      bic: xmlField(
        xml,
        'ID',
        textOf(at(means, 'PayeeFinancialAccount', 'FinancialInstitutionBranch', 'ID')),
      ),
    },
    bill_to: party(xml, at(root, 'AccountingCustomerParty')),
    requisitioner: {
      name: xmlField(
        xml,
        'Name',
        textOf(at(root, 'AccountingCustomerParty', 'Party', 'Contact', 'Name')),
      ),
      email: null,
    },
    line_items: lines,
    checks: [],
    notes: [],
  };
}
