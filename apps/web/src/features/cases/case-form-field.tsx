/** One labelled field of the case form, with its message. */
import type { ReactNode } from 'react';
import { FormField } from '../../components/form-field';
import type { CaseField, CaseFormValues, FieldErrors } from './case-form-values';

export const fieldId = (field: CaseField) => `case-${field}`;

/** What every section of the form gets: the values, the messages, and a setter per field. */
export interface CaseSectionProps {
  values: CaseFormValues;
  errors: FieldErrors;
  set: <K extends CaseField>(field: K, value: CaseFormValues[K]) => void;
}

export function CaseFormField({
  field,
  label,
  errors,
  extra,
  required = false,
  children,
}: {
  field: CaseField;
  label: ReactNode;
  errors: FieldErrors;
  extra?: ReactNode;
  required?: boolean;
  children: ReactNode;
}) {
  return (
    <FormField htmlFor={fieldId(field)} label={label} required={required} error={errors[field]} extra={extra}>
      {children}
    </FormField>
  );
}
