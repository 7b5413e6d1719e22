import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fromPromise, waitFor } from 'xstate';
import type { PolicyDocument } from '../../../machines/core/types';
import { serviceError } from '../../../machines/paths/actor-outcome';
import {
  cardholder,
  completeStepsBefore,
  contact,
  settled,
} from '../../../machines/testing/journey-actor';
import { TEXT } from '../../../machines/core/catalogue';
import { brand } from '../../app/config/brand';
import { renderJourney, stopJourneys } from '../../testing/render-journey';

afterEach(stopJourneys);

const text = TEXT.outcomes.documents;
const certificate: PolicyDocument = { id: 'DOC-1', fileName: 'Certificate of Motor Insurance.pdf' };
const schedule: PolicyDocument = { id: 'DOC-2', fileName: 'Policy Schedule.pdf' };

interface Held<T> {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: Error) => void;
}

function held<T>(): Held<T> {
  let resolve: (value: T) => void = () => undefined;
  let reject: (error: Error) => void = () => undefined;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

type Download = { blob: Blob; fileName: string };

/** The app on thank-you after a card purchase, its documents listed by `loadPolicyDocuments`. */
async function onThankYou(
  loadPolicyDocuments: () => Promise<PolicyDocument[]>,
  downloadDocument: () => Promise<Download> = () => Promise.reject(new Error('not used')),
) {
  const { journey, user } = await renderJourney({
    path: '/',
    services: {
      loadPolicyDocuments: fromPromise(loadPolicyDocuments),
      downloadDocument: fromPromise(downloadDocument),
    },
  });
  await act(async () => {
    await completeStepsBefore(journey, 'quote');
    await waitFor(journey, (snapshot) => snapshot.matches({ flow: 'results' }));
    journey.send({ type: 'results.selectPaymentMethod', method: 'CARD_PAYMENT' });
    journey.send({ type: 'buyNow.submit', contact });
    await settled(journey);
    journey.send({ type: 'payment.submitCard', cardholder });
    await waitFor(journey, (snapshot) => snapshot.matches({ flow: 'thankYou' }));
  });
  await screen.findByRole('heading', { level: 1, name: 'Thank you for your purchase' });
  return { journey, user };
}

const documentsSection = () => within(screen.getByRole('region', { name: text.heading }));

describe('policy documents on thank-you', () => {
  it('lists each document as a download button and downloads one, busy meanwhile', async () => {
    const download = held<Download>();
    const { user } = await onThankYou(
      () => Promise.resolve([certificate, schedule]),
      () => download.promise,
    );
    const section = documentsSection();
    const certificateButton = await section.findByRole('button', {
      name: text.download(certificate.fileName),
    });
    const scheduleButton = section.getByRole('button', { name: text.download(schedule.fileName) });

    await user.click(scheduleButton);
    expect(scheduleButton.getAttribute('aria-busy')).toBe('true');
    expect(scheduleButton).toHaveProperty('disabled', true);
    expect(certificateButton).toHaveProperty('disabled', true);
    expect(section.getByText(text.downloading(schedule.fileName))).toBeTruthy();

    await act(async () => {
      download.resolve({ blob: new Blob(['%PDF']), fileName: schedule.fileName });
      await download.promise;
    });
    expect(scheduleButton.getAttribute('aria-busy')).toBe('false');
    expect(scheduleButton).toHaveProperty('disabled', false);
    expect(section.queryByRole('alert')).toBeNull();
  });

  it('says so in an alert when a download fails, and the customer can try again', async () => {
    const { user } = await onThankYou(
      () => Promise.resolve([certificate]),
      () => Promise.reject(serviceError(500, TEXT.service.unexpected)),
    );
    const section = documentsSection();
    const button = await section.findByRole('button', {
      name: text.download(certificate.fileName),
    });
    await user.click(button);
    const alert = await section.findByRole('alert');
    expect(alert.textContent).toBe(text.downloadFailed(certificate.fileName, brand.supportPhone));
    expect(button).toHaveProperty('disabled', false);
  });

  it("shows a plain sentence, not an error, when there are no documents yet ('No document found')", async () => {
    await onThankYou(() => Promise.reject(serviceError(404, TEXT.service.errors.noDocument)));
    const section = documentsSection();
    expect(await section.findByText(text.none)).toBeTruthy();
    expect(section.queryByRole('alert')).toBeNull();
    expect(section.queryByRole('button')).toBeNull();
  });
});
