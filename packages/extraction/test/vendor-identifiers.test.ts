import { describe, expect, it } from 'vitest';
import { readTextInvoice } from './support/read-text';

describe("the vendor's tax id", () => {
  it("is the issuer's, not the customer's printed in its block, under a label naming two ids", async () => {
    const invoice = await readTextInvoice([
      'TIPOGRAFIA MORETTI S.r.l.',
      "Via dell'Artigianato, 9 - 40057 Granarolo dell'Emilia (BO)",
      'P.IVA e C.F. 02845630371 - REA BO-471122',
      '',
      'Spett.le',
      'Studio Associato Conti & Ferri',
      "Via dell'Indipendenza, 33 - 40121 Bologna",
      'P.IVA 03177420378',
      '',
      'FATTURA N. 248/2024 del 30/09/2024',
      'TOTALE DOCUMENTO   € 916,83',
    ]);
    expect(invoice?.vendor.tax_id?.value).toBe('02845630371');
    expect(invoice?.bill_to.name?.value).toBe('Studio Associato Conti & Ferri');
  });
});

describe('a Brazilian service invoice (NFS-e)', () => {
  it('is an invoice with its number and total', async () => {
    const invoice = await readTextInvoice([
      'PREFEITURA DO MUNICÍPIO DE SÃO PAULO',
      'NOTA FISCAL ELETRÔNICA DE SERVIÇOS - NFS-e',
      'Número da Nota: 00001284          Data e Hora de Emissão: 05/08/2024 14:32:10',
      'PRESTADOR DE SERVIÇOS',
      'CPF/CNPJ: 21.874.336/0001-09',
      'Nome/Razão Social: CÓDIGO ABERTO CONSULTORIA EM TI LTDA',
      'TOMADOR DE SERVIÇOS',
      'CPF/CNPJ: 08.442.917/0001-60',
      'Nome/Razão Social: FARMÁCIAS BEM VIVER S.A.',
      'VALOR TOTAL DO SERVIÇO = R$ 18.500,00',
    ]);
    expect(invoice?.invoice_number?.value).toBe('00001284');
    expect(invoice?.classification?.doubt ?? null).toBeNull();
    expect(invoice?.total?.value).toBe('18500.00');
  });
});

describe("the vendor's bank account number", () => {
  it("is not a bill's customer account number, printed with no bank's details near it", async () => {
    const invoice = await readTextInvoice([
      'Northwave Communications Ltd',
      'Your bill',
      'Account number    4001 822 931',
      'Bill number       118839021',
      'Bill date         05 Aug 2024',
      'Total of this bill               £124.14',
      'We will collect £124.14 by Direct Debit on or after 19 Aug 2024.',
    ]);
    expect(invoice?.vendor.account_number).toBeNull();
  });

  it('is read among the bank details', async () => {
    const invoice = await readTextInvoice([
      'Harbour Supplies Ltd',
      'Invoice No: HS-2291',
      'Total due: £420.00',
      'Please pay by bank transfer to:',
      'Bank: Northern Bank',
      'Account number: 12345678',
      'Sort code: 12-34-56',
    ]);
    expect(invoice?.vendor.account_number?.value).toBe('12345678');
  });
});
