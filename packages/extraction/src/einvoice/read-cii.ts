import type { ExtractedDocument, ExtractedInvoice, ExtractedLineItem } from '@ap/domain/contract';
import { all, at, ciiDate, decimalText, joinAddress, textOf, xmlField } from './xml-fields';

function party(xml: string, node: unknown) {
  const address = at(node, 'PostalTradeAddress');
  const addressText = joinAddress([
    textOf(at(address, 'LineOne')),
    textOf(at(address, 'LineTwo')),
    [textOf(at(address, 'PostcodeCode')), textOf(at(address, 'CityName'))]
      .filter(Boolean)
      .join(' ') || null,
    textOf(at(address, 'CountryID')),
  ]);
  const taxIds = all(node, 'SpecifiedTaxRegistration').map((registration) =>
    textOf(at(registration, 'ID')),
  );
  return {
    name: xmlField(xml, 'Name', textOf(at(node, 'Name'))),
    email: xmlField(
      xml,
      'URIID',
      textOf(at(node, 'DefinedTradeContact', 'EmailURIUniversalCommunication', 'URIID')) ??
        textOf(at(node, 'URIUniversalCommunication', 'URIID')),
    ),
    address: addressText
      ? { value: addressText, confidence: 0.97, source: { text: addressText } }
      : null,
    phone: xmlField(
      xml,
      'CompleteNumber',
      textOf(at(node, 'DefinedTradeContact', 'TelephoneUniversalCommunication', 'CompleteNumber')),
    ),
    tax_id: xmlField(xml, 'ID', taxIds.find(Boolean) ?? null),
  };
}

/** A UN/CEFACT Cross Industry Invoice (Factur-X / ZUGFeRD / XRechnung CII), read field by field. */
export function readCii(xml: string, root: unknown, document: ExtractedDocument): ExtractedInvoice {
  const header = at(root, 'ExchangedDocument');
  const trade = at(root, 'SupplyChainTradeTransaction');
  const agreement = at(trade, 'ApplicableHeaderTradeAgreement');
  const settlement = at(trade, 'ApplicableHeaderTradeSettlement');
  const sums = at(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const terms = at(settlement, 'SpecifiedTradePaymentTerms');
  const means = at(settlement, 'SpecifiedTradeSettlementPaymentMeans');
  const amount = (tag: string) => {
    const raw = textOf(at(sums, tag));
    return xmlField(xml, tag, decimalText(raw), raw);
  };
  const rawIssue = textOf(at(header, 'IssueDateTime', 'DateTimeString'));
  const rawDue = textOf(at(terms, 'DueDateDateTime', 'DateTimeString'));
  const lines: ExtractedLineItem[] = all(trade, 'IncludedSupplyChainTradeLineItem').map((line) => {
    const quantity = textOf(at(line, 'SpecifiedLineTradeDelivery', 'BilledQuantity'));
    const rate = textOf(
      at(line, 'SpecifiedLineTradeAgreement', 'NetPriceProductTradePrice', 'ChargeAmount'),
    );
    const total = textOf(
      at(
        line,
        'SpecifiedLineTradeSettlement',
        'SpecifiedTradeSettlementLineMonetarySummation',
        'LineTotalAmount',
      ),
    );
    const name = textOf(at(line, 'SpecifiedTradeProduct', 'Name')) ?? '(no description)';
    return {
      description: xmlField(xml, 'Name', name) ?? { value: name, confidence: 0.3, source: {} },
      quantity: xmlField(xml, 'BilledQuantity', decimalText(quantity), quantity),
      rate: xmlField(xml, 'ChargeAmount', decimalText(rate), rate),
      amount: xmlField(xml, 'LineTotalAmount', decimalText(total), total),
    };
  });
  const grand = amount('DuePayableAmount') ?? amount('GrandTotalAmount');
  return {
    document,
    method: 'structured',
    confidence: 0,
    invoice_number: xmlField(xml, 'ID', textOf(at(header, 'ID'))),
    issue_date: xmlField(xml, 'DateTimeString', ciiDate(rawIssue), rawIssue),
    due_date: xmlField(xml, 'DateTimeString', ciiDate(rawDue), rawDue),
    payment_terms: xmlField(xml, 'Description', textOf(at(terms, 'Description'))),
    currency: xmlField(xml, 'InvoiceCurrencyCode', textOf(at(settlement, 'InvoiceCurrencyCode'))),
    subtotal: amount('TaxBasisTotalAmount') ?? amount('LineTotalAmount'),
    tax: amount('TaxTotalAmount'),
    total: grand,
    po_number: xmlField(
      xml,
      'IssuerAssignedID',
      textOf(at(agreement, 'BuyerOrderReferencedDocument', 'IssuerAssignedID')),
    ),
    vendor: {
      ...party(xml, at(agreement, 'SellerTradeParty')),
      bank_name: xmlField(
        xml,
        'Name',
        textOf(at(means, 'PayeeSpecifiedCreditorFinancialInstitution', 'Name')),
      ),
      account_number: xmlField(
        xml,
        'ProprietaryID',
        textOf(at(means, 'PayeePartyCreditorFinancialAccount', 'ProprietaryID')),
      ),
      routing_number: null,
      iban: xmlField(
        xml,
        'IBANID',
        textOf(at(means, 'PayeePartyCreditorFinancialAccount', 'IBANID')),
      ),
      bic: xmlField(
        xml,
        'BICID',
        textOf(at(means, 'PayeeSpecifiedCreditorFinancialInstitution', 'BICID')),
      ),
    },
    bill_to: party(xml, at(agreement, 'BuyerTradeParty')),
    requisitioner: {
      name: xmlField(
        xml,
        'PersonName',
        textOf(at(agreement, 'BuyerTradeParty', 'DefinedTradeContact', 'PersonName')),
      ),
      email: null,
    },
    line_items: lines,
    checks: [],
    notes: [],
  };
}
