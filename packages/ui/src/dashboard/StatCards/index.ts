export { StatCards, type StatCardsProps } from './StatCards';
