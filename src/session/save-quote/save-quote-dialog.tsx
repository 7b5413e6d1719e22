import { useEffect, useRef, useState } from 'react';
import type { SavedQuoteRecord } from '../../../machines/core/types';
import { entriesText } from '../../../machines/entries';
import {
  emptySaveQuoteValues,
  saveQuoteSchema,
  type SaveQuoteValues,
} from '../../../machines/session/schemas/save-quote';
import { saveQuoteText } from '../../../machines/session/save-quote-text';
import {
  saveAsksIdentity,
  saveEmailOf,
  saveQuoteStatusOf,
  savedQuoteOf,
  type SaveQuoteStatus,
} from '../../../machines/session/view';
import { useJourney, useJourneySelector } from '../../app/journey/journey-context';
import { BusyButton } from '../../ui/busy-button';
import { DateParts } from '../../ui/date-parts';
import { fieldBinder } from '../../ui/field-binder';
import { TextField } from '../../ui/text-field';
import { useModalDialog } from '../../ui/use-modal-dialog';
import { useStepForm } from '../../ui/use-step-form';
import '../../ui/forms.css';
import './save-quote.css';
import { withSavedQuote } from './saved-words';

const text = saveQuoteText;

/**
 * Save my quote (issue #29): a modal dialog that asks where to send the link (and, before About you is
 * answered, who the customer is), waits for the save, then says where the link went and until when it works.
 * A failed save says so above the form, which keeps what was typed. Cancel, Close and Escape close it.
 * Loaded only when the customer opens it.
 */
export default function SaveQuoteDialog() {
  const journey = useJourney();
  const status = useJourneySelector(saveQuoteStatusOf);
  const saved = useJourneySelector(savedQuoteOf);
  const close = () => journey.send({ type: 'save.close' });
  const { titleId, textId, dialogProps } = useModalDialog({ onEscape: close });
  const done = status === 'saved' && saved !== null;

  // Once saved, the form's controls are gone: the confirmation's title takes focus, and is read out.
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (done) titleRef.current?.focus();
  }, [done]);

  return (
    <dialog {...dialogProps} className="confirm-dialog save-quote" aria-describedby={textId}>
      <h2
        ref={titleRef}
        id={titleId}
        className="confirm-dialog__title save-quote__title"
        tabIndex={-1}
      >
        {done ? text.savedTitle : text.title}
      </h2>
      {done ? (
        <SavedConfirmation saved={saved} textId={textId} onClose={close} />
      ) : (
        <SaveQuoteForm status={status} textId={textId} onCancel={close} />
      )}
    </dialog>
  );
}

function SavedConfirmation({
  saved,
  textId,
  onClose,
}: {
  saved: SavedQuoteRecord;
  textId: string;
  onClose: () => void;
}) {
  return (
    <>
      <div id={textId} className="confirm-dialog__text">
        <p>{withSavedQuote(text.saved, saved)}</p>
        <p>{text.savedNext}</p>
      </div>
      <div className="confirm-dialog__actions">
        <button type="button" className="button" onClick={onClose}>
          {text.close}
        </button>
      </div>
    </>
  );
}

/**
 * The form, mounted from the dialog's opening until the save is made: a failed save shows it again with the
 * values typed. What it asks is settled when it opens.
 */
function SaveQuoteForm({
  status,
  textId,
  onCancel,
}: {
  status: SaveQuoteStatus;
  textId: string;
  onCancel: () => void;
}) {
  const journey = useJourney();
  const [opened] = useState(() => {
    const snapshot = journey.getSnapshot();
    const asksIdentity = saveAsksIdentity(snapshot);
    return {
      asksIdentity,
      email: saveEmailOf(snapshot),
      schema: saveQuoteSchema({ today: new Date(), asksIdentity }),
    };
  });
  const saving = status === 'saving';
  const step = useStepForm({
    schema: opened.schema,
    defaultValues: emptySaveQuoteValues(opened.email),
    idPrefix: 'save-quote',
    onValid: (form) => journey.send({ type: 'save.submit', form }),
  });
  const bind = fieldBinder<SaveQuoteValues>(step);

  // The dialog opens on its first field (after the dialog noted where focus was, to return it there).
  const emailRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    emailRef.current?.focus();
  }, []);

  return (
    <>
      <p id={textId} className="confirm-dialog__text">
        {text.intro}
      </p>
      {status === 'failed' && (
        <p className="save-quote__alert" role="alert">
          {text.failed}
        </p>
      )}
      <form {...step.formProps} className="save-quote__form" aria-busy={saving}>
        {bind('emailAddress', (props) => (
          <TextField
            {...props}
            ref={emailRef}
            type="email"
            label={text.emailLabel}
            autoComplete="email"
            spellCheck={false}
            inputClassName="form-input--width-20"
          />
        ))}
        {opened.asksIdentity && (
          <>
            <p className="save-quote__identity">{text.identityIntro}</p>
            {bind('surname', (props) => (
              <TextField
                {...props}
                label={text.surnameLabel}
                autoComplete="family-name"
                inputClassName="form-input--width-20"
              />
            ))}
            {bind('dateOfBirth', (props) => (
              <DateParts
                {...props}
                label={text.dateOfBirthLabel}
                hint={entriesText.identity.dateHint}
                birthday
              />
            ))}
            {bind('postcode', (props) => (
              <TextField
                {...props}
                label={text.postcodeLabel}
                autoComplete="postal-code"
                inputClassName="form-input--width-10"
              />
            ))}
          </>
        )}
        <div className="confirm-dialog__actions">
          <BusyButton
            className="button button--secondary"
            busy={false}
            blocked={saving}
            onClick={onCancel}
          >
            {text.cancel}
          </BusyButton>
          <BusyButton type="submit" busy={saving}>
            {saving ? text.saving : text.save}
          </BusyButton>
        </div>
      </form>
    </>
  );
}
