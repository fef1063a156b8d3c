import type { vendorReadingRules } from '../db/schema';
import { DEMO_ORG_ID, DEMO_USER_EMAIL } from './demo-ids';

/** One rule the assistant learned from a demo correction: the vendor's reading rules list has it. */
export const demoReadingRules: (typeof vendorReadingRules.$inferInsert)[] = [
  {
    id: 'rule_demo_cloud_total',
    orgId: DEMO_ORG_ID,
    vendorId: 'ven_demo_cloud',
    kind: 'total_label',
    value: 'Amount due',
    corrections: 1,
    learnedFrom: DEMO_USER_EMAIL,
  },
];
