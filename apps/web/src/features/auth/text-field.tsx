/** A labelled input of the entry pages (plain React: no antd there), with its error under it. */
import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

interface Props extends InputHTMLAttributes<HTMLInputElement> {
  id: string;
  label: string;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Shown under the input, described by it (rules, a hint). */
  note?: ReactNode;
  noteId?: string;
}

export function TextField({ id, label, error, inputRef, note, noteId, ...input }: Props) {
  const errorId = `${id}-error`;
  const describedBy = [noteId, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={id}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
      />
      {note}
      {error && (
        <p id={errorId} className="field__error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The member ID input of the login and password-reset forms (no autocorrect, the browser's username). */
export function AccountIdField(props: Omit<Props, 'label' | 'name'>) {
  return (
    <TextField
      label="아이디"
      name="username"
      autoComplete="username"
      autoCapitalize="off"
      spellCheck={false}
      {...props}
    />
  );
}
