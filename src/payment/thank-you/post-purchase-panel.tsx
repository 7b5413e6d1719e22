import { useId } from 'react';
import type { Purchase } from '../../../machines/core/types';
import { coverBoughtOf, paymentLinesOf } from '../../../machines/payment/view';
import { thankYouText } from '../../../machines/payment/thank-you-text';
import { brand } from '../../app/config/brand';
import { useJourney } from '../../app/journey/journey-context';

const text = thankYouText;

/** The reference the customer quotes from now on, large enough to copy down. */
export function PolicyReference({ reference }: { reference: string }) {
  return (
    <p className="thank-you__reference">
      {text.policyReference}
      <strong className="thank-you__reference-value">{reference}</strong>
      {text.referenceHint}
    </p>
  );
}

/**
 * What happens next: what was paid today and what the Direct Debit collects when (machines/payment/thank-you.ts),
 * the documents, and the welcome pack when one is posted.
 */
export function WhatHappensNext({ purchase }: { purchase: Purchase }) {
  const headingId = useId();
  return (
    <section className="thank-you__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{text.whatHappensNext}</h2>
      {paymentLinesOf(purchase).map((line) => (
        <p key={line}>{line}</p>
      ))}
      <p>{text.documentsByEmail}</p>
      {purchase.sendWelcomePack && <p>{text.welcomePack}</p>}
    </section>
  );
}

/** The cover bought: the vehicle, its registration, and when the cover starts and ends on the UK clock. */
export function CoverBought({ purchase }: { purchase: Purchase | null }) {
  const headingId = useId();
  const cover = coverBoughtOf(purchase);
  if (cover === null) return null;
  const rows: readonly [string, string][] = [
    [text.cover.vehicle, cover.vehicle],
    [text.cover.registration, cover.registration],
    [text.cover.starts, cover.starts],
    [text.cover.ends, cover.ends],
  ];
  return (
    <section className="thank-you__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{text.cover.heading}</h2>
      <dl className="thank-you__cover">
        {rows
          .filter(([, detail]) => detail !== '')
          .map(([term, detail]) => (
            <div key={term}>
              <dt>{term}</dt>
              <dd>{detail}</dd>
            </div>
          ))}
      </dl>
    </section>
  );
}

/**
 * The post-purchase panel (spec 2 §2): a new portal account has been emailed to the customer; an existing one
 * is a button away; otherwise the customer is asked to register, with a button to the portal.
 */
export function PortalPanel({ status }: { status: Purchase['portalUserStatus'] }) {
  const headingId = useId();
  const portal = text.portal;
  return (
    <section className="thank-you__portal" aria-labelledby={headingId}>
      <h2 id={headingId}>{portal.heading}</h2>
      {status === 'USER_CREATED' ? (
        <p>{portal.emailSent}</p>
      ) : (
        <>
          <p>{status === 'USER_ALREADY_EXISTS' ? portal.existingAccount : portal.registerPrompt}</p>
          <p>
            <a className="button" href={brand.customerPortalUrl}>
              {status === 'USER_ALREADY_EXISTS' ? portal.goToPortal : portal.register}
            </a>
          </p>
        </>
      )}
    </section>
  );
}

/** What both thank-you pages say of the policy bought: its reference, the cover, what next and the portal. */
export function PurchaseSummary({ purchase }: { purchase: Purchase }) {
  return (
    <>
      <PolicyReference reference={purchase.policyReference} />
      <CoverBought purchase={purchase} />
      <WhatHappensNext purchase={purchase} />
      <PortalPanel status={purchase.portalUserStatus} />
    </>
  );
}

/** A new quote after a purchase: the journey is reset (a link would land on the bought quote's thank-you). */
export function StartNewQuoteButton() {
  const journey = useJourney();
  return (
    <p>
      <button
        type="button"
        className="button"
        onClick={() => journey.send({ type: 'journey.reset' })}
      >
        {text.startNewQuote}
      </button>
    </p>
  );
}
