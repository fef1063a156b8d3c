export { StartupScreen, type StartupScreenProps } from './StartupScreen';
