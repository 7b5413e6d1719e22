/** The control that opens Save my quote (issue #29), on every wizard step, results and the time-out warning. */
export const saveButtonText = {
  open: 'Save my quote',
} as const;

/**
 * The dialog's title, its failed save and its Close: all the page says when the dialog's own script cannot be
 * fetched (src/session/save-quote/index.tsx), and so loaded with the button rather than with the dialog.
 */
export const saveDialogFrameText = {
  title: 'Save your quote',
  close: 'Close',
  failed:
    'Sorry, we could not save your quote just now. Your answers are still here in this browser: please try again.',
} as const;
