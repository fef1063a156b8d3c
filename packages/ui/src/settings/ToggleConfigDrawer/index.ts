export { ToggleConfigEditor, type ToggleConfigEditorProps } from './ToggleConfigEditor';
export { ToggleRow, type ToggleRowProps } from './ToggleRow';
export type { ToggleConfigItem, ToggleConfigRules, ToggleConfigWording } from './toggleConfigTypes';
export { UnsavedChangesBar, type UnsavedChangesBarProps } from './UnsavedChangesBar';
