export { EditableField, type EditableFieldProps } from './EditableField';
export { InvoiceFields, type InvoiceFieldsProps } from './InvoiceFields';
export { InvoiceInformation, type InvoiceInformationProps } from './InvoiceInformation';
