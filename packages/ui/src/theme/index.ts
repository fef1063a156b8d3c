export { theme } from './theme';
export { UiProvider, type UiProviderProps } from './UiProvider';
