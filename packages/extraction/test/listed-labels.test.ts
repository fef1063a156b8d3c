import { describe, expect, it } from 'vitest';
import { readTextInvoice } from './support/read-text';

describe('labelled values listed in one line, each after a comma', () => {
  it("reads each one's value, up to the next label", async () => {
    const invoice = await readTextInvoice([
      'ООО «Техснаб»',
      'ИНН 7701234567, КПП 770101001',
      'Банк получателя: ПАО Сбербанк, БИК 044525225, к/с 30101810400000000225, р/с 40702810938000012345',
      'Счёт на оплату № 417 от 12 марта 2025 г.',
      'Покупатель: АО «Волга Логистик», ИНН 6312345678, г. Самара',
      'Всего к оплате: 13 000,00',
    ]);
    expect(invoice?.vendor.bank_name?.value).toBe('ПАО Сбербанк');
    // Twenty digits, as Russian and Ukrainian accounts have.
    expect(invoice?.vendor.account_number?.value).toBe('40702810938000012345');
    expect(invoice?.bill_to.name?.value).toBe('АО «Волга Логистик»');
    expect(invoice?.invoice_number?.value).toBe('417');
  });

  it('in English, with semicolons', async () => {
    const invoice = await readTextInvoice([
      'Harbour Supplies Ltd',
      'Invoice No: HS-2291',
      'Invoice Date: 3 March 2025',
      'Total due: £420.00',
      'Bank: Northern Bank; Account No: 12345678; Sort code 12-34-56',
    ]);
    expect(invoice?.vendor.bank_name?.value).toBe('Northern Bank');
    expect(invoice?.vendor.account_number?.value).toBe('12345678');
  });

  it('after middle dots, and a BIC printed without its colon', async () => {
    const invoice = await readTextInvoice([
      'Müller Elektrotechnik GmbH',
      'Rechnung Nr. 2025-0147',
      'Rechnungsdatum: 14.03.2025',
      'Rechnungsbetrag: 1.071,00 €',
      'IBAN DE12 7015 0000 0012 3456 78, BIC SSKMDEMMXXX',
      'USt-IdNr.: DE123456789 · Geschäftsführer: Hans Müller · Amtsgericht München HRB 12345',
    ]);
    expect(invoice?.vendor.iban?.value).toBe('DE12701500000012345678');
    expect(invoice?.vendor.bic?.value).toBe('SSKMDEMMXXX');
    expect(invoice?.vendor.tax_id?.value).toBe('DE123456789');
  });

  it('but not a word of an address that happens to be a label', async () => {
    const invoice = await readTextInvoice([
      'Harbour Supplies Ltd',
      'Invoice No: HS-2291',
      'Invoice Date: 3 March 2025',
      'Bill to: Northwind Traders, Total Plaza, Leeds',
      'Total due: £420.00',
    ]);
    expect(invoice?.total?.value).toBe('420.00');
    expect(invoice?.bill_to.name?.value).toBe('Northwind Traders, Total Plaza, Leeds');
  });
});
