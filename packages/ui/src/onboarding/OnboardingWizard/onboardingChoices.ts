import type { PaymentSystemChoice } from '@ap/domain';
import type { Choice } from './ChoiceList';

// Product names for the options SPEC §2 /onboarding describes generically.

/** Step 1: only the first email system is supported. */
export const EMAIL_SYSTEM_CHOICES: readonly Choice<string>[] = [
  { value: 'workspace', label: 'Google Workspace', description: 'Gmail for your business.' },
  {
    value: 'office',
    label: 'Microsoft 365',
    description:
      'Outlook mailboxes are not yet supported. Join the waitlist to hear when they are.',
    disabled: true,
    badge: 'Not yet supported',
    waitlist: true,
  },
];

/** Step 2: only the shared ap@ mailbox can be connected; the others carry advice. */
export const MAILBOX_CHOICES: readonly Choice<string>[] = [
  {
    value: 'shared',
    label: 'A shared ap@ mailbox',
    description: 'Vendors send invoices to one address the AP team shares.',
  },
  {
    value: 'personal',
    label: 'A personal mailbox',
    description:
      'The assistant should not read personal e-mail: create a shared ap@ mailbox and ask vendors to use it.',
    disabled: true,
  },
  {
    value: 'group',
    label: 'A group mailbox',
    description:
      'Group mailboxes cannot be connected: add a shared ap@ mailbox as a member of the group instead.',
    disabled: true,
  },
  {
    value: 'third_party',
    label: 'A mailbox controlled by a third party',
    description:
      'We cannot connect a mailbox you do not control: have invoices forwarded to a shared ap@ mailbox.',
    disabled: true,
  },
];

/** Step 3: where vendor and payment data lives. */
export const PAYMENT_SYSTEM_CHOICES: readonly Choice<string>[] = [
  {
    value: 'accounting_system' satisfies PaymentSystemChoice,
    label: 'QuickBooks Online',
    description: 'Connect your accounting system.',
  },
  { value: 'spend_tool_1' satisfies PaymentSystemChoice, label: 'Ramp' },
  { value: 'spend_tool_2' satisfies PaymentSystemChoice, label: 'Brex' },
  {
    value: 'bill_com',
    label: 'Bill.com',
    disabled: true,
    badge: 'Not supported yet',
  },
  {
    value: 'netsuite',
    label: 'NetSuite',
    disabled: true,
    badge: 'Not supported yet',
  },
  { value: 'skip' satisfies PaymentSystemChoice, label: 'Skip for now' },
];

/** Names of the spend-management tools, for their instructions. */
export const SPEND_TOOL_NAMES: Partial<Record<PaymentSystemChoice, string>> = {
  spend_tool_1: 'Ramp',
  spend_tool_2: 'Brex',
};
