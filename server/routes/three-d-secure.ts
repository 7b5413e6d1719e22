import express, { type Request, type Router } from 'express';
import type { SandboxContext } from '../context';
import type { ApiError } from '../contract';
import { STOREFRONT_NAME } from '../documents/pdf';
import { findPayment, settlePayment, type PaymentStatus } from '../store/payments';

// 3-D Secure challenge pages: sandbox only, served outside /api.

type ChallengeOutcome = 'approve' | 'fail';

export function threeDSecureRoutes(router: Router, context: SandboxContext): void {
  router.get('/__sandbox/3ds/:paymentIntentId', async (req, res) => {
    const payment = await findPayment(context.db, req.params.paymentIntentId);
    if (!payment) {
      res
        .status(404)
        .type('html')
        .send(page('Payment not found', '<p>There is no such payment to authenticate.</p>'));
      return;
    }
    res.type('html').send(challengePage(payment.paymentIntentId, payment.amount, payment.status));
  });

  router.post(
    '/__sandbox/3ds/:paymentIntentId',
    express.urlencoded({ extended: false }),
    async (
      req: Request<{ paymentIntentId: string }, unknown, { outcome?: unknown } | undefined>,
      res,
    ) => {
      const { paymentIntentId } = req.params;
      const outcome = req.body?.outcome;
      const fromForm = Boolean(req.is('application/x-www-form-urlencoded'));
      const reply = (
        status: number,
        body: ApiError | { paymentIntentId: string; status: PaymentStatus },
      ) => {
        if (!fromForm) res.status(status).json(body);
        else if ('code' in body)
          res
            .status(status)
            .type('html')
            .send(page('3-D Secure check', `<p role="alert">${escapeHtml(body.message)}</p>`));
        else res.status(status).type('html').send(resultPage(body.paymentIntentId, body.status));
      };
      if (outcome !== 'approve' && outcome !== 'fail') {
        reply(400, { code: 'VALIDATION_ERROR', message: "Send { outcome: 'approve' | 'fail' }" });
        return;
      }
      const payment = await findPayment(context.db, paymentIntentId);
      if (!payment) {
        reply(404, { code: 'NOT_FOUND', message: 'Payment not found' });
        return;
      }
      const status = await completeChallenge(context, payment.paymentIntentId, outcome);
      if (!status) {
        reply(409, {
          code: 'PAYMENT_TOKEN_ALREADY_USED',
          message: 'This payment is not waiting for 3-D Secure',
        });
        return;
      }
      reply(200, { paymentIntentId: payment.paymentIntentId, status });
    },
  );
}

async function completeChallenge(
  context: SandboxContext,
  paymentIntentId: string,
  outcome: ChallengeOutcome,
): Promise<PaymentStatus | undefined> {
  const settled =
    outcome === 'approve'
      ? { status: 'succeeded' as const, failureCode: null }
      : { status: 'failed' as const, failureCode: 'PAYMENT_FAILED' };
  return (await settlePayment(context.db, paymentIntentId, settled)) ? settled.status : undefined;
}

const poundsOf = (amount: number) =>
  amount.toLocaleString('en-GB', { style: 'currency', currency: 'GBP' });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function page(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;line-height:1.5}
button{font:inherit;padding:.5rem 1rem;margin-right:.5rem}</style></head>
<body><main><h1>${escapeHtml(title)}</h1>${body}</main>${script}</body>
</html>`;
}

function challengePage(paymentIntentId: string, amount: number, status: PaymentStatus): string {
  if (status !== 'requires_action') {
    return page(
      '3-D Secure check',
      `<p role="status">This payment has already been ${escapeHtml(status)}.</p>`,
    );
  }
  const action = `/__sandbox/3ds/${encodeURIComponent(paymentIntentId)}`;
  const button = (outcome: ChallengeOutcome, label: string) =>
    `<form method="post" action="${action}" style="display:inline"><input type="hidden" name="outcome" value="${outcome}"><button type="submit">${label}</button></form>`;
  return page(
    '3-D Secure check',
    `<p>Sandbox card issuer: confirm the payment of ${poundsOf(amount)} to ${STOREFRONT_NAME}.</p>
<p>This is a test page; no real bank is contacted.</p>
${button('approve', 'Approve')}${button('fail', 'Fail')}`,
  );
}

/** Tells a framing or opening page how the challenge ended, so the checkout can carry on. */
function resultPage(paymentIntentId: string, status: PaymentStatus): string {
  const message = { type: 'sandbox-3ds-complete', paymentIntentId, status };
  const script = `<script>(window.opener||window.parent).postMessage(${JSON.stringify(message).replace(/</g, '\\u003c')},window.location.origin)</script>`;
  const text = status === 'succeeded' ? 'Payment authenticated.' : 'Authentication failed.';
  return page(
    '3-D Secure check',
    `<p role="status">${text} You can return to the checkout.</p>`,
    script,
  );
}
