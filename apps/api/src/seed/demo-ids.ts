/**
 * Stable ids of the demo data. The sandbox's demo user (ap@acme.test) is a member of
 * DEMO_ORG_ID, so signing in there shows this data.
 */
export const DEMO_ORG_ID = 'org_demo';
export const DEMO_ORG_NAME = 'Acme Corp';
export const DEMO_USER_EMAIL = 'ap@acme.test';
export const DEMO_USER_ID = 'user_demo_ap';
