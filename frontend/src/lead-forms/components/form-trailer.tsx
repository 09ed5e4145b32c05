// What closes every lead form above its buttons: the spam trap (a field people never see; bots fill
// it, and the server answers a filled one with an ordinary 201 and stores nothing) and the privacy note.
import { useId } from 'react';
import { PRIVACY_POLICY_VERSION } from '@site/contracts/privacy-policy-version';

function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label htmlFor={id}>Leave this field empty</label>
      <input id={id} type="text" name="website" tabIndex={-1} autoComplete="off" value={value} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}

/**
 * The privacy note beside every form (no checkbox): submitting sends this policy version with the
 * lead as the record of what the visitor was shown.
 */
function ConsentNote() {
  return (
    <p className="text-xs leading-5 text-slate-600" data-policy-version={PRIVACY_POLICY_VERSION}>
      By submitting this form you agree to our{' '}
      <a href="/privacy-policy" className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
        Privacy Policy
      </a>
      . We use your details only to respond to your request.
    </p>
  );
}

export function FormTrailer({ honeypot, setHoneypot }: { honeypot: string; setHoneypot: (value: string) => void }) {
  return (
    <>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <ConsentNote />
    </>
  );
}
