import type { AccountingChart, MappingRules } from '@ap/domain/contract';
import { HttpResponse, http } from 'msw';
import { createAccountingChart, createMappingRules } from '../fixtures/coding';

const API = '*/api';

/** The QuickBooks chart and the mapping rules (reads only), for the dialog's pickers and the ERP drawer. */
export const codingHandlers = ({
  chart = createAccountingChart(),
  rules = createMappingRules(),
}: {
  chart?: AccountingChart;
  rules?: MappingRules;
} = {}) => [
  http.get(`${API}/coding/chart`, () => HttpResponse.json(chart)),
  http.get(`${API}/coding/mapping-rules`, () => HttpResponse.json(rules)),
];
