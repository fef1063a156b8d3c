import {
  CONFIG_SAVE_MESSAGES,
  domainAddedMessage,
  ERROR_TOASTS,
  type MandatoryChecksConfig,
  type ProtectedActionsConfig,
  resolveConfigurations,
  STORAGE_KEYS,
  senderAddedMessage,
  serializeConfig,
  serializeVendorSubsetSettings,
  type VendorSubsetSettings,
} from '@ap/domain';
import { showErrorToast, showSuccessToast } from '@ap/ui';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSaveConfigurations } from '../api/configurations/mutations';
import { organizationConfigurationsQueryOptions } from '../api/configurations/queries';
import { readLocalConfigurations, writeLocalConfiguration } from './local-configurations';

const added = (before: readonly string[], after: readonly string[]) =>
  after.find((entry) => !before.includes(entry));

/**
 * The settings page's three configurations: the organisation's server copy wins, else the
 * browser's, else the defaults. A save writes the browser's copy (SPEC) and the server's; if
 * either fails the failure toast shows and the drawer keeps the user's edits.
 */
export function useOrganizationConfigurations() {
  const server = useQuery(organizationConfigurationsQueryOptions());
  const [localVersion, setLocalVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-read after each local save
  const effective = useMemo(
    () => resolveConfigurations(server.data ?? null, readLocalConfigurations()),
    [server.data, localVersion],
  );
  const saves = useSaveConfigurations();
  const [vendorSubsetEdit, setVendorSubsetEdit] = useState<VendorSubsetSettings | null>(null);

  const saveToggles = async <T>(
    key: string,
    value: T,
    serialize: (value: T) => string,
    send: (value: T) => Promise<unknown>,
    messages: { saved: string; failed: string },
  ) => {
    try {
      writeLocalConfiguration(key, serialize(value));
      await send(value);
    } catch (error) {
      showErrorToast(CONFIG_SAVE_MESSAGES.failedTitle, messages.failed);
      throw error; // the drawer keeps the edits for another try
    }
    setLocalVersion((version) => version + 1);
    showSuccessToast(CONFIG_SAVE_MESSAGES.savedTitle, messages.saved);
  };

  const saveMandatoryChecks = (config: MandatoryChecksConfig) =>
    saveToggles(
      STORAGE_KEYS.mandatoryChecksConfig,
      config,
      serializeConfig,
      saves.mandatoryChecks.mutateAsync,
      {
        saved: CONFIG_SAVE_MESSAGES.mandatoryChecksSaved,
        failed: CONFIG_SAVE_MESSAGES.mandatoryChecksFailed,
      },
    );

  const saveProtectedActions = (config: ProtectedActionsConfig) =>
    saveToggles(
      STORAGE_KEYS.protectedActionsConfig,
      config,
      serializeConfig,
      saves.protectedActions.mutateAsync,
      {
        saved: CONFIG_SAVE_MESSAGES.protectedActionsSaved,
        failed: CONFIG_SAVE_MESSAGES.protectedActionsFailed,
      },
    );

  const vendorSubset = vendorSubsetEdit ?? effective.vendorSubset;
  const changeVendorSubset = async (next: VendorSubsetSettings) => {
    const domain = added(vendorSubset.domains, next.domains);
    const sender = added(vendorSubset.senders, next.senders);
    setVendorSubsetEdit(next); // the user's edit stays on screen whatever the server says
    try {
      writeLocalConfiguration(
        STORAGE_KEYS.vendorSubsetSettings,
        serializeVendorSubsetSettings(next),
      );
      await saves.vendorSubset.mutateAsync(next);
    } catch (error) {
      if (domain) showErrorToast(ERROR_TOASTS.addDomain, error);
      else if (sender) showErrorToast(ERROR_TOASTS.addSender, error);
      else showErrorToast(CONFIG_SAVE_MESSAGES.failedTitle, error);
      return;
    }
    if (domain) showSuccessToast(domainAddedMessage(domain));
    if (sender) showSuccessToast(senderAddedMessage(sender));
  };

  return {
    mandatoryChecks: effective.mandatoryChecks,
    protectedActions: effective.protectedActions,
    vendorSubset,
    saveMandatoryChecks,
    saveProtectedActions,
    changeVendorSubset,
  };
}
