import { Button, SimpleGrid } from '@mantine/core';
import { UnderConstructionButton } from '../../integrations/UnderConstructionButton';
import { SettingsCard } from './SettingsCard';
import type { SettingsDrawerId } from './settingsDrawerId';

interface CardSpec {
  title: string;
  description: string;
  /** The drawer it opens; absent = disabled, Under construction. */
  drawer?: SettingsDrawerId;
}

const PREFERENCE_CARDS: CardSpec[] = [
  {
    title: 'Configure Protected Actions',
    description: 'Choose which actions of the assistant need a person’s approval.',
    drawer: 'protectedActions',
  },
  {
    title: 'Configure Mandatory Checks',
    description: 'Choose which checks an invoice must pass before it can be paid.',
    drawer: 'mandatoryChecks',
  },
  {
    title: 'Configure Approval Chains',
    description: 'Define who approves which invoices.',
    drawer: 'approvalChains',
  },
  {
    title: 'Configure Vendor Subset',
    description: 'Choose which senders’ invoices the assistant processes.',
    drawer: 'vendorSubset',
  },
];

const OTHER_CARDS: CardSpec[] = [
  {
    title: 'Edit Company Details',
    description: 'Your organization’s name, address and tax details.',
    drawer: 'companyDetails',
  },
  {
    title: 'User Management',
    description: 'Invite teammates and manage their roles.',
    drawer: 'userManagement',
  },
];

export interface PreferenceCardsProps {
  /** Which cards: the preferences or the other settings. */
  group: 'preferences' | 'other';
  /** Opens a preference drawer. */
  onConfigure: (drawer: SettingsDrawerId) => void;
}

/** Preference cards (and the other cards); the ones without a drawer are Under construction. */
export function PreferenceCards({ group, onConfigure }: PreferenceCardsProps) {
  const cards = group === 'preferences' ? PREFERENCE_CARDS : OTHER_CARDS;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {cards.map(({ title, description, drawer }) => (
        <SettingsCard
          key={title}
          title={title}
          description={description}
          underConstruction={!drawer}
          action={
            drawer ? (
              <Button variant="light" aria-label={title} onClick={() => onConfigure(drawer)}>
                {group === 'preferences' ? 'Configure' : title}
              </Button>
            ) : (
              <UnderConstructionButton aria-label={title}>
                {group === 'preferences' ? 'Configure' : title}
              </UnderConstructionButton>
            )
          }
        />
      ))}
    </SimpleGrid>
  );
}
