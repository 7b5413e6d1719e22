/** The policy duration panel's words (spec 2 §2 /policy-selection; spec 1 §1: 30-day or annual cover). */
export const durationText = {
  heading: 'Choose your policy length',
  lead: 'Your quote is ready for both lengths of cover we sell. Choose the one you want and we will show you the full quote.',
  choices: 'Policy length',
  thirtyDay: '30-day cover',
  thirtyDayDetail:
    'Cover for 30 days at a time, which can renew automatically every 30 days until you stop it. Paid by card.',
  annual: 'Annual cover',
  annualDetail: 'Cover for a full year, paid in full by card or monthly by Direct Debit.',
  price: (amount: string) => `${amount} in total`,
  choose: (length: string) => `Choose ${length.toLowerCase()}`,
  updating: 'Updating Quote',
} as const;
