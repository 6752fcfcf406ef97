/**
 * One labelled field of a form laid out top to bottom, drawn like antd's vertical Form.Item: label
 * (with its * when required), the control, its message and a hint. For forms that keep their own
 * state; antd's Form brings its store and validator (21 kB of JS) along with the layout (issue #14).
 */
import type { ReactNode } from 'react';
import './form-field.css';

interface Props {
  /** The id of the control (the label points at it; a group is named by `${htmlFor}-label`). */
  htmlFor: string;
  label: ReactNode;
  required?: boolean;
  /** The field's message: draws the control's border red. */
  error?: string;
  /** A hint under the control. */
  extra?: ReactNode;
  children: ReactNode;
}

export function FormField({ htmlFor, label, required = false, error, extra, children }: Props) {
  return (
    <div className={error ? 'form-field form-field--error' : 'form-field'}>
      <label
        id={`${htmlFor}-label`}
        className={required ? 'form-field__label form-field__label--required' : 'form-field__label'}
        htmlFor={htmlFor}
      >
        {label}
      </label>
      {children}
      {error && (
        <div className="form-field__error" role="alert">
          {error}
        </div>
      )}
      {extra && <div className="form-field__extra">{extra}</div>}
    </div>
  );
}
