import { lightFormat } from 'date-fns';
import { useId } from 'react';
import { Checkbox } from '../../ui/checkbox';
import { DISPLAY_DATE_FORMAT } from '../../../machines/core/field-messages';
import type { PaymentCollectionOption } from '../../../machines/core/contract';
import { creditText } from '../../../machines/results/credit-text';
import { creditWording, type CreditWording } from './credit-wording';
import './credit.css';

export type CreditDocument = 'preContract' | 'loanAgreement';

export interface AcceptanceBlockProps {
  /** The quote's DIRECT_DEBIT collection option. */
  option: PaymentCollectionOption;
  /** The proposer passes the adult check: under-18s see a reduced credit display (spec 2 §2). */
  isAdult: boolean;
  today: Date;
  accepted: boolean;
  onAcceptedChange: (accepted: boolean) => void;
  onDownload: (document: CreditDocument) => void;
  /** The document being prepared, if any. */
  downloading?: CreditDocument | null;
  downloadError?: string | null;
  /** The tick's id, for the error summary's link, and its message, shown by the tick. */
  tickId?: string;
  tickError?: string | undefined;
}

const text = creditText.acceptance;
const labels = creditText.figures;

function KeyFigures({ wording, isAdult }: { wording: CreditWording; isAdult: boolean }) {
  const figures = [
    ...(isAdult
      ? [
          [labels.interest, wording.interest],
          [labels.apr, wording.apr],
          [labels.totalPremium, wording.totalPremium],
        ]
      : []),
    ...(wording.hasUnequalFirst ? [[labels.firstInstalment, wording.firstInstalment]] : []),
    [labels.monthlyPayment, wording.monthlyPayment],
    [labels.paymentsCount, String(wording.figures.instalmentCount)],
  ] as const;
  return (
    <dl className="credit-figures" aria-label={text.figuresLabel}>
      {figures.map(([label, value]) => (
        <div key={label} className="credit-figures__item">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface DownloadButtonProps {
  document: CreditDocument;
  busy: boolean;
  onDownload: (document: CreditDocument) => void;
}

function DownloadButton({ document, busy, onDownload }: DownloadButtonProps) {
  const fileName = creditText.documents[document];
  return (
    <button
      type="button"
      className="credit-download"
      aria-disabled={busy || undefined}
      aria-busy={busy || undefined}
      onClick={() => {
        if (!busy) onDownload(document);
      }}
    >
      <svg
        className="credit-download__icon"
        viewBox="0 0 16 16"
        aria-hidden="true"
        focusable="false"
      >
        {busy ? (
          <circle
            className="credit-download__spinner"
            cx="8"
            cy="8"
            r="6"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeDasharray="28 10"
          />
        ) : (
          <path
            d="M8 2v8m-3.5-3.5L8 10l3.5-3.5M3 13.5h10"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        )}
      </svg>
      {fileName}
    </button>
  );
}

/**
 * spec 2 §2 Acceptance block: the customer's confirmations and the tick that accepts the credit agreement,
 * dated today. The tick is the parent's state; this block only reports it.
 */
export function AcceptanceBlock({
  option,
  isAdult,
  today,
  accepted,
  onAcceptedChange,
  onDownload,
  downloading = null,
  downloadError = null,
  tickId,
  tickError,
}: AcceptanceBlockProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const wording = creditWording(option);
  return (
    <section className="credit-acceptance" aria-labelledby={titleId}>
      <h2 id={titleId} className="credit-acceptance__title">
        {text.title}
      </h2>
      <KeyFigures wording={wording} isAdult={isAdult} />
      <p className="credit-acceptance__intro">{text.confirmIntro}</p>
      <ul className="credit-list credit-acceptance__confirmations">
        <li>{text.affordable}</li>
        <li>{text.noUpcomingChanges}</li>
        {isAdult &&
          (
            [
              ['preContract', text.readPreContract],
              ['loanAgreement', text.agreeLoan],
            ] as const
          ).map(([document, confirmation]) => (
            <li key={document}>
              {confirmation}
              <DownloadButton
                document={document}
                busy={downloading === document}
                onDownload={onDownload}
              />
            </li>
          ))}
      </ul>
      <p className="visually-hidden" role="status">
        {downloading ? text.downloading(creditText.documents[downloading]) : ''}
      </p>
      {downloadError && (
        <p className="credit-acceptance__error" role="alert">
          {downloadError}
        </p>
      )}
      <Checkbox
        id={tickId ?? `${id}-accept`}
        className="credit-acceptance__tick"
        label={text.acceptOn(lightFormat(today, DISPLAY_DATE_FORMAT))}
        checked={accepted}
        onChange={onAcceptedChange}
        error={tickError}
      />
      <p className="credit-acceptance__note">{text.policyDocuments}</p>
    </section>
  );
}
