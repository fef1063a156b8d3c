export { IntegrationCards, type IntegrationCardsProps } from './IntegrationCards';
export { PreferenceCards, type PreferenceCardsProps } from './PreferenceCards';
export { SettingsCard, type SettingsCardProps } from './SettingsCard';
export { SettingsPage, type SettingsPageProps } from './SettingsPage';
export { SETTINGS_DRAWER_IDS, type SettingsDrawerId } from './settingsDrawerId';
