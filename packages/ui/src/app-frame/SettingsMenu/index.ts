export { SettingsMenu, type SettingsMenuProps } from './SettingsMenu';
