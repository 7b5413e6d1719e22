import { useEffect, useRef, useSyncExternalStore } from 'react';
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
export function SandboxCardWidget({ store, onChange }: SandboxCardWidgetProps) {
  const state = useSyncExternalStore(store.subscribe, store.get);
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
