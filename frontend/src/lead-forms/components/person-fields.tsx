// The four fields every lead form opens with. The forms differ only in which of phone and company they
// require and in their layout, which stays theirs: this renders a fragment.
import { TextField } from '../../components/ui/form-field';
import type { FieldBinding } from '../hooks/use-lead-form';

type PersonField = 'name' | 'email' | 'phone' | 'company';

export function PersonFields({
  bind,
  require,
  autoFocusName = false,
}: {
  bind: (name: PersonField) => FieldBinding;
  require: { phone: boolean; company: boolean };
  /** The dialog puts focus on the name field when it opens. */
  autoFocusName?: boolean;
}) {
  return (
    <>
      <TextField label="Full Name" autoComplete="name" required {...(autoFocusName ? { 'data-autofocus': true } : {})} {...bind('name')} />
      <TextField label="Email" type="email" autoComplete="email" required {...bind('email')} />
      <TextField label="Phone" type="tel" autoComplete="tel" required={require.phone} {...bind('phone')} />
      <TextField label="Company" autoComplete="organization" required={require.company} {...bind('company')} />
    </>
  );
}
