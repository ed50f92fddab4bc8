import { useId, type Ref } from 'react';

/** A labelled text input with its own message under it, said by a screen reader with the field. */
export function TextField({
  label,
  type = 'text',
  value,
  error,
  onChange,
  inputRef,
}: {
  label: string;
  type?: 'text' | 'password';
  value: string;
  error: string | null;
  onChange: (value: string) => void;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        ref={inputRef}
        type={type}
        value={value}
        autoComplete="off"
        autoCapitalize="off"
        spellCheck={false}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
