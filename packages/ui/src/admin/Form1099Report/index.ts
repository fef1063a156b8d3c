export {
  Form1099ReportPage,
  type Form1099ReportPageProps,
  report1099Empty,
} from './Form1099ReportPage';
