import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { TEST_CARDS, type SandboxWalletCard } from '../../../../shared/sandbox-card';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { TextField } from '../../../ui/text-field';
import { checkCardEntry, formatCardNumber, type SandboxCardField } from './sandbox-card';
import type { SandboxWidgetStore } from './widget-store';
import { providerText } from '../../../../machines/payment/provider-text';
import { JOURNEY_TEXT } from '../../../../machines/core/text';
import './sandbox.css';

const text = providerText.sandbox;

interface SandboxCardWidgetProps {
  store: SandboxWidgetStore;
  onChange: (state: { complete: boolean; error: string | null }) => void;
  /** A card was chosen in the test wallet's sheet, to pay with as a wallet's sheet would. */
  onWallet: (card: SandboxWalletCard) => void;
}

const FIELDS: readonly {
  name: SandboxCardField;
  label: string;
  autoComplete: string;
  inputMode?: 'numeric';
  width: string;
}[] = [
  {
    name: 'number',
    label: text.number,
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    width: '20',
  },
  {
    name: 'expiry',
    label: text.expiry,
    autoComplete: 'cc-exp',
    inputMode: 'numeric',
    width: '5',
  },
  { name: 'cvc', label: text.cvc, autoComplete: 'cc-csc', inputMode: 'numeric', width: '4' },
  { name: 'name', label: text.name, autoComplete: 'cc-name', width: '20' },
];

/**
 * The sandbox provider's card fields: a test payment form, labelled as one, standing in for a provider's
 * hosted fields when no provider keys are configured. docs/fixtures.md lists its test cards.
 */
export function SandboxCardWidget({ store, onChange, onWallet }: SandboxCardWidgetProps) {
  const state = useSyncExternalStore(store.subscribe, store.get);
  const [walletOpen, setWalletOpen] = useState(false);
  const setField = (name: SandboxCardField, value: string) => {
    const entry = { ...state.entry, [name]: name === 'number' ? formatCardNumber(value) : value };
    const errors = checkCardEntry(entry, new Date());
    store.set({ entry, errors });
    onChange({ complete: Object.keys(errors).length === 0, error: errors.number ?? null });
  };
  return (
    <div className="sandbox-card">
      <p className="sandbox-card__label">
        <strong>{text.title}</strong> {text.note}
      </p>
      <button
        type="button"
        className="button button--secondary sandbox-card__wallet"
        onClick={() => setWalletOpen(true)}
      >
        {text.wallet}
      </button>
      {walletOpen && (
        <WalletSheet
          onPay={(card) => {
            setWalletOpen(false);
            onWallet(card);
          }}
          onCancel={() => setWalletOpen(false)}
        />
      )}
      <p className="sandbox-card__or">{text.orCard}</p>
      {FIELDS.map((field) => (
        <TextField
          key={field.name}
          id={`sandbox-card-${field.name}`}
          label={field.label}
          value={state.entry[field.name]}
          onChange={(value) => setField(field.name, value)}
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
          inputClassName={`form-input--width-${field.width}`}
          error={state.showErrors ? state.errors[field.name] : undefined}
        />
      ))}
      {state.challenge && (
        <ChallengeDialog url={state.challenge.url} onCancel={state.challenge.cancel} />
      )}
    </div>
  );
}

const WALLET_CARDS = Object.keys(text.walletCards) as SandboxWalletCard[];

/**
 * The test wallet's sheet, as a wallet shows the cards it holds: one of the sandbox's test cards, each saying
 * what the sandbox does with it. Cancel (or Escape) closes it and nothing is paid, as a dismissed wallet sheet.
 * Radio buttons and buttons, not a form: the sheet sits in the card page's own form.
 */
function WalletSheet({
  onPay,
  onCancel,
}: {
  onPay: (card: SandboxWalletCard) => void;
  onCancel: () => void;
}) {
  const [card, setCard] = useState<SandboxWalletCard>('succeeds');
  return (
    <ConfirmDialog
      open
      title={text.walletHeading}
      confirmLabel={text.walletPay}
      cancelLabel={JOURNEY_TEXT.layout.cancel}
      onConfirm={() => onPay(card)}
      onCancel={onCancel}
    >
      <fieldset className="sandbox-wallet__cards">
        <legend>{text.walletLegend}</legend>
        {WALLET_CARDS.map((each) => (
          <label key={each} className="sandbox-wallet__card">
            <input
              type="radio"
              name="sandbox-wallet-card"
              value={each}
              checked={card === each}
              onChange={() => setCard(each)}
            />{' '}
            {text.walletCards[each](TEST_CARDS[each].slice(-4))}
          </label>
        ))}
      </fieldset>
    </ConfirmDialog>
  );
}

/** The card issuer's 3-D Secure page in a modal, as providers show it; the page itself says how it ended. */
function ChallengeDialog({ url, onCancel }: { url: string; onCancel: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="sandbox-challenge"
      aria-labelledby="sandbox-challenge-heading"
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
    >
      <h2 id="sandbox-challenge-heading" className="sandbox-challenge__heading">
        {text.challengeHeading}
      </h2>
      <iframe className="sandbox-challenge__frame" src={url} title={text.challengeFrame} />
      <button type="button" className="button button--secondary" onClick={onCancel}>
        {JOURNEY_TEXT.layout.cancel}
      </button>
    </dialog>
  );
}
