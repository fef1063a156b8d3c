import {
  type ApprovalChains,
  DEFAULT_APPROVAL_RULE_ID,
  DEFAULT_APPROVAL_RULE_NAME,
  describeChainStep,
  describeConditions,
  LABELS,
  moveItem,
  newApprovalRule,
  problemMessagesAt,
  removeItem,
  replaceItem,
  UNKNOWN_VENDOR_NAME,
} from '@ap/domain';
import { Accordion, Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { RestrictionNote } from '../../feedback/RestrictionNote';
import { UnsavedChangesBar } from '../ToggleConfigDrawer';
import type { ApprovalPersonOption, ApprovalVendorOption } from './approvalChainsTypes';
import { RuleFields } from './RuleFields';
import { RuleSummary } from './RuleSummary';
import { StepsEditor } from './StepsEditor';
import { useApprovalChainsDraft } from './useApprovalChainsDraft';

export interface ApprovalChainsEditorProps {
  /** The saved chains. */
  chains: ApprovalChains;
  /** The organisation's vendors, for vendor conditions. */
  vendors: readonly ApprovalVendorOption[];
  /** People the e-mail fields suggest. */
  people: readonly ApprovalPersonOption[];
  /** Called with the edited (normalised) chains on Save Changes; may return a promise. */
  onSave: (chains: ApprovalChains) => unknown;
  /** Why this user may not change the rules; shows them read-only and says so. Default: none. */
  disabledReason?: string | null;
}

function Problems({ messages }: { messages: readonly string[] }) {
  if (messages.length === 0) return null;
  return (
    <Alert color="red" variant="light" title="Fix before saving" mb="sm">
      <List size="sm">
        {messages.map((message) => (
          <List.Item key={message}>{message}</List.Item>
        ))}
      </List>
    </Alert>
  );
}

/**
 * The rules, tried in order, each opening to its name, conditions and steps; the last rule
 * covers every other invoice. 'Reset to recommended' while they differ from the built-in
 * routing; Revert / Save Changes while edits are unsaved; problems shown on a save attempt.
 */
export function ApprovalChainsEditor({
  chains,
  vendors,
  people,
  onSave,
  disabledReason = null,
}: ApprovalChainsEditorProps) {
  const disabled = disabledReason !== null;
  const edit = useApprovalChainsDraft(chains, onSave);
  const [open, setOpen] = useState<string | null>(null);
  const { draft } = edit;
  const names = new Map(vendors.map((vendor) => [vendor.id, vendor.name]));
  const vendorName = (id: string) => names.get(id) ?? UNKNOWN_VENDOR_NAME;
  const setRules = (rules: ApprovalChains['rules']) => edit.change({ ...draft, rules });

  const addRule = () => {
    const rule = newApprovalRule(draft);
    setRules([...draft.rules, rule]);
    setOpen(rule.id);
  };
  const save = async () => {
    const [first] = await edit.save();
    if (!first) return;
    const rule = first.path[0] === 'rules' ? draft.rules[Number(first.path[1])] : undefined;
    setOpen(rule?.id ?? DEFAULT_APPROVAL_RULE_ID);
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Text size="sm">
          The first rule that matches an invoice decides who approves it, one step after another. An
          invoice no rule matches follows the last rule.
        </Text>
        {edit.differsFromRecommended && !disabled && (
          <Button variant="light" size="xs" onClick={edit.reset} style={{ flexShrink: 0 }}>
            {LABELS.resetToRecommended}
          </Button>
        )}
      </Group>
      {disabled && <RestrictionNote>{disabledReason}</RestrictionNote>}
      <Accordion variant="separated" value={open} onChange={setOpen}>
        {draft.rules.map((rule, index) => (
          <Accordion.Item key={rule.id} value={rule.id}>
            <Accordion.Control>
              <RuleSummary
                name={rule.name}
                conditions={describeConditions(rule.conditions, vendorName)}
                steps={rule.steps.map(describeChainStep)}
                problemCount={problemMessagesAt(edit.problems, ['rules', index]).length}
              />
            </Accordion.Control>
            <Accordion.Panel>
              <Problems messages={problemMessagesAt(edit.problems, ['rules', index])} />
              <RuleFields
                rule={rule}
                index={index}
                count={draft.rules.length}
                vendors={vendors}
                people={people}
                disabled={disabled}
                onChange={(next) => setRules(replaceItem(draft.rules, index, next))}
                onMove={(by) => setRules(moveItem(draft.rules, index, by))}
                onRemove={() => setRules(removeItem(draft.rules, index))}
              />
            </Accordion.Panel>
          </Accordion.Item>
        ))}
        <Accordion.Item value={DEFAULT_APPROVAL_RULE_ID}>
          <Accordion.Control>
            <RuleSummary
              name={DEFAULT_APPROVAL_RULE_NAME}
              conditions={[]}
              steps={draft.default_steps.map(describeChainStep)}
              problemCount={problemMessagesAt(edit.problems, ['default_steps']).length}
            />
          </Accordion.Control>
          <Accordion.Panel>
            <Problems messages={problemMessagesAt(edit.problems, ['default_steps'])} />
            <StepsEditor
              steps={draft.default_steps}
              people={people}
              disabled={disabled}
              onChange={(steps) => edit.change({ ...draft, default_steps: steps })}
            />
          </Accordion.Panel>
        </Accordion.Item>
      </Accordion>
      {!disabled && (
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
          onClick={addRule}
        >
          Add rule
        </Button>
      )}
      {edit.hasChanges && !disabled && (
        <UnsavedChangesBar onRevert={edit.revert} onSave={() => void save()} saving={edit.saving} />
      )}
    </Stack>
  );
}
