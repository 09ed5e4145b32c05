// The privacy policy in force: its version is its "last updated" date. One source for the privacy
// page, the consent note beside every form, and the consent the server records with each submission.
// Plain constants (no zod), so page code can import it without pulling schemas into the first load.
export const PRIVACY_POLICY_VERSION = '2025-08-13';
/** The same date as the page shows it. */
export const PRIVACY_POLICY_UPDATED = 'August 13, 2025';
