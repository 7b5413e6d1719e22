/** The control that opens Save my quote (issue #29), on every wizard step, results and the time-out warning. */
export const saveButtonText = {
  open: 'Save my quote',
} as const;
