// A phone number as the one key that names it, whatever its spelling: E.164 (+2348035550101), read by
// libphonenumber-js with Nigeria as the region of a number written without its country code. Server
// side only (the browser needs no numbering plan metadata).
import { parsePhoneNumberFromString } from 'libphonenumber-js';

/** Where a number written without +country code is read as being from. */
export const DEFAULT_PHONE_REGION = 'NG';

/**
 * The E.164 form of a phone number, or null when it is not one (too short, too long, letters). A possible
 * number of any country counts: "+1 (703) 123-4567" is +17031234567, never 0703 123 4567 in Nigeria.
 */
export function phoneE164(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const parsed = parsePhoneNumberFromString(phone, DEFAULT_PHONE_REGION);
  return parsed?.isPossible() ? parsed.number : null;
}
