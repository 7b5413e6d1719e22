/**
 * The one table that routes a failed call by its server error code (spec 2 §4), used by every invoking state.
 * Payment codes stay on `inlineTarget` with their message when the state gives one.
 */
export function errorTransitions(inlineTarget?: string) {
  const report = {
    type: 'reportError',
    params: ({ event }: { event: { error?: unknown } }) => ({ error: event.error }),
  } as const;
  const toPage = (page: string, target: string, replace = false) => ({
    guard: { type: 'errorRoutesTo', params: { page } } as const,
    target,
    actions: replace ? ['replaceHistory' as const, report] : [report],
  });
  const inline = inlineTarget
    ? [
        {
          guard: 'isInlinePaymentError' as const,
          target: inlineTarget,
          actions: ['showServerErrorMessage' as const, 'scrollToTop' as const],
        },
      ]
    : [];
  return [
    toPage('decline', '#flow.decline'),
    toPage('quoteTakenUp', '#flow.quoteTakenUp', true),
    toPage('quoteExpired', '#flow.quoteExpired', true),
    toPage('quoteLocked', '#flow.quoteLocked'),
    ...inline,
    { target: '#flow.error', actions: [report] },
  ];
}
