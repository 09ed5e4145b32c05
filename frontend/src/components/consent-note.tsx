import { PRIVACY_POLICY_VERSION } from '../lib/policy-version';

/**
 * The privacy note beside every form (no checkbox): submitting sends this policy version with the
 * lead as the record of what the visitor was shown.
 */
export function ConsentNote() {
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
