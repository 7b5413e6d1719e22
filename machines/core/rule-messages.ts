/**
 * The form messages the journey's own rules give (machines/core/ages.ts, formats.ts), apart from the forms'
 * texts so that the first page carries these two only.
 */
export const ruleFormText = {
  minimumAge: 'You must be at least 16 years',
  postcodeRequired: 'Please enter your postcode',
} as const;
