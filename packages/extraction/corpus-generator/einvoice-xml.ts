import type { InvoiceData } from './invoice-data';

const esc = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const country = (invoice: InvoiceData) => invoice.locale.slice(3);

/** A UBL 2.1 invoice (Peppol BIS 3 shape) for the same data. */
export function renderUbl(invoice: InvoiceData): string {
  const { vendor, billTo, currency } = invoice;
  const lines = invoice.lines
    .map(
      (line, index) => `  <cac:InvoiceLine>
    <cbc:ID>${index + 1}</cbc:ID>
    <cbc:InvoicedQuantity unitCode="C62">${line.quantity}</cbc:InvoicedQuantity>
    <cbc:LineExtensionAmount currencyID="${currency}">${line.amount}</cbc:LineExtensionAmount>
    <cac:Item><cbc:Name>${esc(line.description)}</cbc:Name></cac:Item>
    <cac:Price><cbc:PriceAmount currencyID="${currency}">${line.rate}</cbc:PriceAmount></cac:Price>
  </cac:InvoiceLine>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<Invoice xmlns="urn:oasis:names:specification:ubl:schema:xsd:Invoice-2" xmlns:cac="urn:oasis:names:specification:ubl:schema:xsd:CommonAggregateComponents-2" xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2">
  <cbc:CustomizationID>urn:cen.eu:en16931:2017#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0</cbc:CustomizationID>
  <cbc:ID>${esc(invoice.number)}</cbc:ID>
  <cbc:IssueDate>${invoice.issueDate}</cbc:IssueDate>
${invoice.dueDate ? `  <cbc:DueDate>${invoice.dueDate}</cbc:DueDate>\n` : ''}  <cbc:InvoiceTypeCode>380</cbc:InvoiceTypeCode>
  <cbc:DocumentCurrencyCode>${currency}</cbc:DocumentCurrencyCode>
${invoice.po ? `  <cac:OrderReference><cbc:ID>${invoice.po}</cbc:ID></cac:OrderReference>\n` : ''}  <cac:AccountingSupplierParty><cac:Party>
    <cac:PartyName><cbc:Name>${esc(vendor.name)}</cbc:Name></cac:PartyName>
    <cac:PostalAddress><cbc:StreetName>${esc(vendor.address[0] ?? '')}</cbc:StreetName><cbc:CityName>${esc(vendor.address[1] ?? '')}</cbc:CityName><cac:Country><cbc:IdentificationCode>${country(invoice)}</cbc:IdentificationCode></cac:Country></cac:PostalAddress>
    <cac:PartyTaxScheme><cbc:CompanyID>${vendor.taxId}</cbc:CompanyID><cac:TaxScheme><cbc:ID>VAT</cbc:ID></cac:TaxScheme></cac:PartyTaxScheme>
    <cac:Contact><cbc:ElectronicMail>${vendor.email}</cbc:ElectronicMail></cac:Contact>
  </cac:Party></cac:AccountingSupplierParty>
  <cac:AccountingCustomerParty><cac:Party>
    <cac:PartyName><cbc:Name>${esc(billTo.name)}</cbc:Name></cac:PartyName>
    <cac:PostalAddress><cbc:StreetName>${esc(billTo.address[0] ?? '')}</cbc:StreetName><cac:Country><cbc:IdentificationCode>DE</cbc:IdentificationCode></cac:Country></cac:PostalAddress>
  </cac:Party></cac:AccountingCustomerParty>
${vendor.iban ? `  <cac:PaymentMeans><cbc:PaymentMeansCode>58</cbc:PaymentMeansCode><cac:PayeeFinancialAccount><cbc:ID>${vendor.iban}</cbc:ID><cac:FinancialInstitutionBranch><cbc:ID>${vendor.bic}</cbc:ID></cac:FinancialInstitutionBranch></cac:PayeeFinancialAccount></cac:PaymentMeans>\n` : ''}${invoice.terms ? `  <cac:PaymentTerms><cbc:Note>${esc(invoice.terms.text)}</cbc:Note></cac:PaymentTerms>\n` : ''}  <cac:TaxTotal><cbc:TaxAmount currencyID="${currency}">${invoice.tax}</cbc:TaxAmount></cac:TaxTotal>
  <cac:LegalMonetaryTotal>
    <cbc:LineExtensionAmount currencyID="${currency}">${invoice.subtotal}</cbc:LineExtensionAmount>
    <cbc:TaxExclusiveAmount currencyID="${currency}">${invoice.subtotal}</cbc:TaxExclusiveAmount>
    <cbc:TaxInclusiveAmount currencyID="${currency}">${invoice.total}</cbc:TaxInclusiveAmount>
    <cbc:PayableAmount currencyID="${currency}">${invoice.total}</cbc:PayableAmount>
  </cac:LegalMonetaryTotal>
${lines}
</Invoice>
`;
}

const d102 = (iso: string) => iso.replace(/-/g, '');

/** A UN/CEFACT CII invoice (the XML inside Factur-X / ZUGFeRD) for the same data. */
export function renderCii(invoice: InvoiceData): string {
  const { vendor, billTo, currency } = invoice;
  const lines = invoice.lines
    .map(
      (line, index) => `    <ram:IncludedSupplyChainTradeLineItem>
      <ram:AssociatedDocumentLineDocument><ram:LineID>${index + 1}</ram:LineID></ram:AssociatedDocumentLineDocument>
      <ram:SpecifiedTradeProduct><ram:Name>${esc(line.description)}</ram:Name></ram:SpecifiedTradeProduct>
      <ram:SpecifiedLineTradeAgreement><ram:NetPriceProductTradePrice><ram:ChargeAmount>${line.rate}</ram:ChargeAmount></ram:NetPriceProductTradePrice></ram:SpecifiedLineTradeAgreement>
      <ram:SpecifiedLineTradeDelivery><ram:BilledQuantity unitCode="C62">${line.quantity}</ram:BilledQuantity></ram:SpecifiedLineTradeDelivery>
      <ram:SpecifiedLineTradeSettlement><ram:SpecifiedTradeSettlementLineMonetarySummation><ram:LineTotalAmount>${line.amount}</ram:LineTotalAmount></ram:SpecifiedTradeSettlementLineMonetarySummation></ram:SpecifiedLineTradeSettlement>
    </ram:IncludedSupplyChainTradeLineItem>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rsm:CrossIndustryInvoice xmlns:rsm="urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100" xmlns:ram="urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100" xmlns:udt="urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100">
  <rsm:ExchangedDocumentContext><ram:GuidelineSpecifiedDocumentContextParameter><ram:ID>urn:cen.eu:en16931:2017</ram:ID></ram:GuidelineSpecifiedDocumentContextParameter></rsm:ExchangedDocumentContext>
  <rsm:ExchangedDocument>
    <ram:ID>${esc(invoice.number)}</ram:ID>
    <ram:TypeCode>380</ram:TypeCode>
    <ram:IssueDateTime><udt:DateTimeString format="102">${d102(invoice.issueDate)}</udt:DateTimeString></ram:IssueDateTime>
  </rsm:ExchangedDocument>
  <rsm:SupplyChainTradeTransaction>
${lines}
    <ram:ApplicableHeaderTradeAgreement>
      <ram:SellerTradeParty>
        <ram:Name>${esc(vendor.name)}</ram:Name>
        <ram:DefinedTradeContact><ram:EmailURIUniversalCommunication><ram:URIID>${vendor.email}</ram:URIID></ram:EmailURIUniversalCommunication></ram:DefinedTradeContact>
        <ram:PostalTradeAddress><ram:LineOne>${esc(vendor.address[0] ?? '')}</ram:LineOne><ram:CityName>${esc(vendor.address[1] ?? '')}</ram:CityName><ram:CountryID>${country(invoice)}</ram:CountryID></ram:PostalTradeAddress>
        <ram:SpecifiedTaxRegistration><ram:ID schemeID="VA">${vendor.taxId}</ram:ID></ram:SpecifiedTaxRegistration>
      </ram:SellerTradeParty>
      <ram:BuyerTradeParty><ram:Name>${esc(billTo.name)}</ram:Name></ram:BuyerTradeParty>
${invoice.po ? `      <ram:BuyerOrderReferencedDocument><ram:IssuerAssignedID>${invoice.po}</ram:IssuerAssignedID></ram:BuyerOrderReferencedDocument>\n` : ''}    </ram:ApplicableHeaderTradeAgreement>
    <ram:ApplicableHeaderTradeDelivery/>
    <ram:ApplicableHeaderTradeSettlement>
      <ram:InvoiceCurrencyCode>${currency}</ram:InvoiceCurrencyCode>
${vendor.iban ? `      <ram:SpecifiedTradeSettlementPaymentMeans><ram:TypeCode>58</ram:TypeCode><ram:PayeePartyCreditorFinancialAccount><ram:IBANID>${vendor.iban}</ram:IBANID></ram:PayeePartyCreditorFinancialAccount><ram:PayeeSpecifiedCreditorFinancialInstitution><ram:BICID>${vendor.bic}</ram:BICID></ram:PayeeSpecifiedCreditorFinancialInstitution></ram:SpecifiedTradeSettlementPaymentMeans>\n` : ''}      <ram:SpecifiedTradePaymentTerms>${invoice.terms ? `<ram:Description>${esc(invoice.terms.text)}</ram:Description>` : ''}${invoice.dueDate ? `<ram:DueDateDateTime><udt:DateTimeString format="102">${d102(invoice.dueDate)}</udt:DateTimeString></ram:DueDateDateTime>` : ''}</ram:SpecifiedTradePaymentTerms>
      <ram:SpecifiedTradeSettlementHeaderMonetarySummation>
        <ram:LineTotalAmount>${invoice.subtotal}</ram:LineTotalAmount>
        <ram:TaxBasisTotalAmount>${invoice.subtotal}</ram:TaxBasisTotalAmount>
        <ram:TaxTotalAmount currencyID="${currency}">${invoice.tax}</ram:TaxTotalAmount>
        <ram:GrandTotalAmount>${invoice.total}</ram:GrandTotalAmount>
        <ram:DuePayableAmount>${invoice.total}</ram:DuePayableAmount>
      </ram:SpecifiedTradeSettlementHeaderMonetarySummation>
    </ram:ApplicableHeaderTradeSettlement>
  </rsm:SupplyChainTradeTransaction>
</rsm:CrossIndustryInvoice>
`;
}
