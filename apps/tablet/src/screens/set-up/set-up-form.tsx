import { useRef, useState, type FormEvent } from 'react';
import { useTablet } from '../../state/tablet-context';
import { messageOf } from '../../ui/message-of';
import { TextField } from '../../ui/text-field';

const FIELDS = [
  { name: 'acorn_id', label: 'Acorn id', empty: 'Enter the Acorn id.' },
  { name: 'serial_number', label: 'Serial number', empty: 'Enter the serial number.' },
  { name: 'enrolment_secret', label: 'Enrolment secret', empty: 'Enter the enrolment secret.' },
] as const;

type Name = (typeof FIELDS)[number]['name'];
type Values = Record<Name, string>;
const BLANK: Values = { acorn_id: '', serial_number: '', enrolment_secret: '' };

/** The tablet's device record and its group's enrolment secret, typed by staff. */
export function SetUpForm() {
  const { actions } = useTablet();
  const [values, setValues] = useState(BLANK);
  const [shown, setShown] = useState<Partial<Record<Name, string>>>({});
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const inputs = useRef(new Map<Name, HTMLInputElement>());

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = { ...values, acorn_id: values.acorn_id.trim(), serial_number: values.serial_number.trim() };
    const missing = FIELDS.filter((f) => !input[f.name]);
    setShown(Object.fromEntries(missing.map((f) => [f.name, f.empty])));
    setRefused(null);
    if (missing[0]) return inputs.current.get(missing[0].name)?.focus();
    setBusy(true);
    void actions.enrolWithSecret(input).catch((error: unknown) => {
      setRefused(messageOf(error));
      setBusy(false);
    });
  };

  return (
    <form className="form" noValidate onSubmit={submit}>
      {FIELDS.map((f) => (
        <TextField
          key={f.name}
          label={f.label}
          type={f.name === 'enrolment_secret' ? 'password' : 'text'}
          value={values[f.name]}
          error={shown[f.name] ?? null}
          onChange={(value) => setValues((was) => ({ ...was, [f.name]: value }))}
          inputRef={(element) => void (element && inputs.current.set(f.name, element))}
        />
      ))}
      {refused && (
        <p role="alert" className="note">
          {refused}
        </p>
      )}
      <button type="submit" className="primary" disabled={busy}>
        {busy ? 'Setting up…' : 'Set up'}
      </button>
    </form>
  );
}
