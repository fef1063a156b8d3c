export { type Choice, ChoiceList, type ChoiceListProps } from './ChoiceList';
export { OnboardingWizard, type OnboardingWizardProps } from './OnboardingWizard';
