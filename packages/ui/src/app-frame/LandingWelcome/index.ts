export { LandingWelcome, type LandingWelcomeProps } from './LandingWelcome';
