// When the visitor first touched each prerendered form before the app hydrated. The bootstrap
// (entry-client.tsx) records it; a form's fill time (a spam signal the server checks) counts from then,
// not from hydration, which may come only after the visitor has filled half the form.
const touchedAt = new WeakMap<HTMLFormElement, number>();

export function noteFormTouched(form: HTMLFormElement, at = Date.now()) {
  if (!touchedAt.has(form)) touchedAt.set(form, at);
}

export function formTouchedAt(form: HTMLFormElement | null): number | undefined {
  return form ? touchedAt.get(form) : undefined;
}
