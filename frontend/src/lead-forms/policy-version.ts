// The privacy policy version sent with every submission. Mirrors PRIVACY_POLICY_VERSION of
// @site/contracts/lead-context, which cannot be imported into page code without pulling zod into the
// first load (that module builds its schemas at import time); policy-version.test.ts keeps them equal.
export const PRIVACY_POLICY_VERSION = '2025-08-13';
