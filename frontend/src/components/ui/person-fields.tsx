// The four fields every lead form opens with. The forms differ only in which of phone and company they
// require (spec §5) and in their layout, which stays theirs: this renders a fragment.
import { TextField } from './form-field';

type PersonValues = { name: string; email: string; phone: string; company: string };
type PersonField = keyof PersonValues;

export function PersonFields({
  values,
  errors,
  setField,
  require,
  autoFocusName = false,
}: {
  values: PersonValues;
  errors: Partial<Record<PersonField, string>>;
  setField: (name: PersonField, value: string) => void;
  require: { phone: boolean; company: boolean };
  /** The dialog puts focus on the name field when it opens. */
  autoFocusName?: boolean;
}) {
  return (
    <>
      <TextField
        label="Full Name"
        name="name"
        autoComplete="name"
        required
        {...(autoFocusName ? { 'data-autofocus': true } : {})}
        value={values.name}
        error={errors.name}
        onChange={(e) => setField('name', e.target.value)}
      />
      <TextField
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        value={values.email}
        error={errors.email}
        onChange={(e) => setField('email', e.target.value)}
      />
      <TextField
        label="Phone"
        name="phone"
        type="tel"
        autoComplete="tel"
        required={require.phone}
        value={values.phone}
        error={errors.phone}
        onChange={(e) => setField('phone', e.target.value)}
      />
      <TextField
        label="Company"
        name="company"
        autoComplete="organization"
        required={require.company}
        value={values.company}
        error={errors.company}
        onChange={(e) => setField('company', e.target.value)}
      />
    </>
  );
}
