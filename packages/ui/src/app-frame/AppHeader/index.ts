export { AppHeader, type AppHeaderProps, PRODUCT_TITLE } from './AppHeader';
