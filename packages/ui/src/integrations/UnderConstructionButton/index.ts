export {
  UnderConstructionButton,
  type UnderConstructionButtonProps,
} from './UnderConstructionButton';
