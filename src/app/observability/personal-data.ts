/**
 * What counts as personal data: the keys whose values are the customer's, the keys a report needs as they are,
 * and the shapes personal values take in free text. What replaces a personal value is here too.
 */

/** What a personal value becomes. */
export const REDACTED = '[redacted]';

/** Keys whose value is personal wherever they appear (compared lower-case, without separators). */
const PERSONAL_KEYS = new Set([
  'name',
  'fullname',
  'title',
  'dob',
  'street',
  'town',
  'city',
  'county',
  'country',
  'line1',
  'line2',
  'line3',
  'line4',
  'housenumber',
  'housename',
  'flat',
  'itemid',
  'searchresult',
  'pan',
  'expiry',
  'expirymonth',
  'expiryyear',
  'reg',
  'user',
  'cookies',
  'cookie',
  'body',
  'query',
  'querystring',
  'search',
  'hash',
  'fragment',
  'httpquery',
  'httpfragment',
  'urlquery',
  'urlfragment',
  'arguments',
]);

/** Parts of key names that mark a personal value (emailAddress, proposerSurname, vehicleRegistration...). */
const PERSONAL_KEY_PARTS = [
  'firstname',
  'forename',
  'middlename',
  'lastname',
  'surname',
  'email',
  'phone',
  'mobile',
  'telephone',
  'birth',
  'address',
  'postcode',
  'postalcode',
  'zipcode',
  'licence',
  'license',
  'registration',
  'vrm',
  'sortcode',
  'accountnumber',
  'accountname',
  'accountholder',
  'bankaccount',
  'iban',
  'cardnumber',
  'cardholder',
  'nameoncard',
  'cvc',
  'cvv',
  'password',
  'token',
  'secret',
];

/** Keys a report needs and that never hold personal data: kept as they are. */
export const TRUSTED_KEYS = new Set([
  'event_id',
  'trace_id',
  'span_id',
  'parent_span_id',
  'replay_id',
  'sid',
  'release',
  'environment',
  'platform',
  'level',
  'type',
  'category',
  'op',
  'origin',
  'status',
  'status_code',
  'timestamp',
  'start_timestamp',
  'sdk',
]);

/** A key as the lists above spell it: lower-case, without separators (email_address, emailAddress). */
export const normaliseKey = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

export function isPersonalKey(key: string): boolean {
  const normal = normaliseKey(key);
  if (normal === '') return false;
  return PERSONAL_KEYS.has(normal) || PERSONAL_KEY_PARTS.some((part) => normal.includes(part));
}

/** Free-text shapes of personal values, most specific first (a date before a phone number, say). */
export const VALUE_PATTERNS: readonly RegExp[] = [
  // Email addresses, also with the @ URL-encoded.
  /[\w.!#$%&'*+/=?^`{|}~-]+(?:@|%40)[a-z0-9-]+(?:\.[a-z0-9-]+)+/gi,
  // Dates: 1985-01-31, 31/01/1985, 31.01.85, 31-01-1985.
  /\b\d{4}-\d{1,2}-\d{1,2}\b/g,
  /\b\d{1,2}[/.-]\d{1,2}[/.-]\d{2,4}\b/g,
  // Card numbers: 13 to 19 digits, maybe grouped by spaces or dashes.
  /\b(?:\d[ -]?){12,18}\d\b/g,
  // UK phone numbers: 07700 900123, +44 7700 900123, 020 7946 0018.
  /(?:\+44[\s-]?|\b0)\d(?:[\s-]?\d){8,9}\b/g,
  // Sort codes: 12-34-56, 12 34 56.
  /\b\d{2}[-\s]\d{2}[-\s]\d{2}\b/g,
  // Account numbers and any other run of 6 to 12 digits.
  /\b\d{6,12}\b/g,
  // UK postcodes: SW1A 1AA, M1 1AE, B33 8TH, CR2 6XH, DN55 1PT.
  /\b[a-z]{1,2}\d[a-z\d]?(?:\s*|\+|%20)\d[a-z]{2}\b/gi,
  // UK registrations: current (AB12 CDE), prefix (A123 BCD) and suffix (ABC 123D) styles.
  /\b[a-z]{2}\d{2}(?:\s*|\+|%20)[a-z]{3}\b/gi,
  /\b[a-z]\d{1,3}(?:\s*|\+|%20)[a-z]{3}\b/gi,
  /\b[a-z]{3}(?:\s*|\+|%20)\d{1,3}[a-z]\b/gi,
  // Driving licence numbers: 5 letters, 6 digits, 3 characters, 2 more (MORGA753116SM9IJ).
  /\b[a-z9]{5}\d{6}[a-z9]{2}\d[a-z]{2}(?:\d{2})?\b/gi,
];
