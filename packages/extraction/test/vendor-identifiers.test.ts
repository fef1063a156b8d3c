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

  it("names the provider and the customer without their own labels, and the provider's CNPJ", async () => {
    const invoice = await readTextInvoice([
      'PREFEITURA MUNICIPAL DE CAMPINAS',
      'NOTA FISCAL DE SERVIÇOS ELETRÔNICA - NFS-e',
      'Número da Nota: 00004521',
      'Data e Hora de Emissão: 10/03/2025 14:22:10',
      '',
      'PRESTADOR DE SERVIÇOS',
      'Nome/Razão Social: TECNOSUL CONSULTORIA EM SISTEMAS LTDA',
      'CPF/CNPJ: 21.874.336/0001-09    Inscrição Municipal: 1234567',
      '',
      'TOMADOR DE SERVIÇOS',
      'Nome/Razão Social: INDUSTRIA METALURGICA PAULISTA S.A.',
      'CPF/CNPJ: 45.112.908/0001-33',
      '',
      'VALOR TOTAL DA NOTA = R$ 8.500,00',
    ]);
    expect(invoice?.vendor.name?.value).toBe('TECNOSUL CONSULTORIA EM SISTEMAS LTDA');
    expect(invoice?.vendor.tax_id?.value).toBe('21.874.336/0001-09');
    expect(invoice?.bill_to.name?.value).toBe('INDUSTRIA METALURGICA PAULISTA S.A.');
  });
});

describe('a German invoice with a Steuernummer and a VAT id', () => {
  it('gives the VAT id, the one the vendor is found by', async () => {
    const invoice = await readTextInvoice([
      'Gärtnerei Lindner GmbH',
      'Am Anger 4, 91054 Erlangen',
      'Steuernummer: 216/123/45678',
      'USt-IdNr.: DE287654321',
      '',
      'Rechnung Nr. 2025-311',
      'Rechnungsdatum: 12.05.2025',
      'Gesamtbetrag   1.190,00 €',
    ]);
    expect(invoice?.vendor.tax_id?.value).toBe('DE287654321');
  });

  it('gives the VAT id printed before a Steuernummer in one line', async () => {
    const invoice = await readTextInvoice([
      'Bremer Gastro-Großhandel GmbH & Co. KG',
      'Rechnung Nr. 2025-40871',
      'Rechnungsbetrag 648,57 EUR',
      'USt-IdNr. DE811234565 · Steuernummer 60 145 12345 · Amtsgericht Bremen HRA 24567',
    ]);
    expect(invoice?.vendor.tax_id?.value).toBe('DE811234565');
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

describe("the vendor's IBAN", () => {
  it('is read where no label names it, among the bank details, when its check digits are right', async () => {
    const invoice = await readTextInvoice([
      'Estudio Nébula',
      'FACTURA Nº 2025/017',
      'Total factura: 1.950,40 €',
      'Forma de pago: transferencia a ES91 2100 0418 4502 0005 1332 (CaixaBank).',
    ]);
    expect(invoice?.vendor.iban?.value).toBe('ES9121000418450200051332');
  });

  it('is not a number that only looks like one, nor the account a direct debit draws on', async () => {
    const wrongDigits = await readTextInvoice([
      'Estudio Nébula',
      'FACTURA Nº 2025/018',
      'Total factura: 1.950,40 €',
      'Forma de pago: transferencia a ES92 2100 0418 4502 0005 1332 (CaixaBank).',
    ]);
    expect(wrongDigits?.vendor.iban ?? null).toBeNull();
    const debited = await readTextInvoice([
      'Stadtwerke Musterstadt GmbH',
      'Rechnung Nr. 2025-7781',
      'Rechnungsbetrag 84,20 €',
      'Der Betrag wird per SEPA-Lastschrift von Ihrem Konto DE89 3704 0044 0532 0130 00 (Sparkasse) eingezogen.',
    ]);
    expect(debited?.vendor.iban ?? null).toBeNull();
  });
});
