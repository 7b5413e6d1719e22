import { useId } from 'react';
import type { Purchase } from '../../../machines/core/types';
import { displayDate } from '../../../machines/core/field-messages';
import { TEXT } from '../../../machines/core/catalogue';
import { brand } from '../../app/config/brand';

const text = TEXT.thankYou;

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

/** The payment date as the customer reads it, or the ISO text itself should it not be a date. */
const paymentDateText = (iso: string): string => displayDate(iso) ?? iso;

type NextStepsProps = Pick<Purchase, 'paymentMethod' | 'paymentDate' | 'sendWelcomePack'>;

/** What happens next for the way the policy was paid for, and the welcome pack when one is posted. */
export function WhatHappensNext({ paymentMethod, paymentDate, sendWelcomePack }: NextStepsProps) {
  const headingId = useId();
  return (
    <section className="thank-you__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{text.whatHappensNext}</h2>
      <p>
        {paymentMethod === 'DIRECT_DEBIT'
          ? text.firstDirectDebit(paymentDateText(paymentDate))
          : text.paidByCard}
      </p>
      <p>{text.documentsByEmail}</p>
      {sendWelcomePack && <p>{text.welcomePack}</p>}
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
