import type { Vocabulary } from './vocabulary';

export const de: Vocabulary = {
  language: 'de',
  payable: ['zahlen', 'zahlbetrag'],
  gross: ['brutto', 'endbetrag', 'rechnungsbetrag', 'gesamtbetrag'],
  currentCharges: ['aktuelle\\s*(?:rechnung|abrechnung)', 'abrechnungszeitraum'],
  balanceForward: ['saldovortrag', 'vorheriger\\s*saldo', '(?:saldo)?[üu]bertrag', 'vortrag'],
  payBy: ['zahlbar\\s*bis', 'bis\\s*(?:zum|sp[äa]testens)', 'f[äa]llig\\s*am'],
  amountInWords: [],
};
