import { useState } from 'react';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aDirectDebitOption } from '../../../machines/testing/factories';
import { TEXT } from '../../../machines/core/catalogue';
import {
  AcceptanceBlock,
  type AcceptanceBlockProps,
  type CreditDocument,
} from './acceptance-block';

afterEach(() => {
  cleanup();
});

const text = TEXT.credit.acceptance;
const labels = TEXT.credit.figures;
const documents = TEXT.credit.documents;
/** 24 November 2026. */
const TODAY = new Date(2026, 10, 24, 9, 15);

type Overrides = Partial<Omit<AcceptanceBlockProps, 'accepted' | 'onAcceptedChange'>>;

/** The block inside a parent that keeps the tick, as the results page does. */
function Parent({
  onAcceptedChange,
  ...overrides
}: Overrides & { onAcceptedChange: (accepted: boolean) => void }) {
  const [accepted, setAccepted] = useState(false);
  return (
    <AcceptanceBlock
      option={aDirectDebitOption()}
      isAdult
      today={TODAY}
      onDownload={() => undefined}
      {...overrides}
      accepted={accepted}
      onAcceptedChange={(next) => {
        onAcceptedChange(next);
        setAccepted(next);
      }}
    />
  );
}

function renderBlock(overrides: Overrides = {}) {
  const onAcceptedChange = vi.fn<(accepted: boolean) => void>();
  const onDownload = overrides.onDownload ?? vi.fn<(document: CreditDocument) => void>();
  render(<Parent {...overrides} onDownload={onDownload} onAcceptedChange={onAcceptedChange} />);
  return { user: userEvent.setup(), onAcceptedChange, onDownload };
}

const tick = () => screen.getByRole('checkbox', { name: text.acceptOn('24/11/2026') });
const downloadButton = (fileName: string) => screen.getByRole('button', { name: fileName });

/** The figure the block shows for a label, or null when it is not shown. */
function figure(label: string): string | null {
  const term = screen.queryByText(label, { selector: 'dt' });
  return term ? (term.nextElementSibling?.textContent ?? '') : null;
}

describe('AcceptanceBlock', () => {
  it('labels the tick with today’s date, dd/MM/yyyy', () => {
    renderBlock();
    expect(tick()).toBeDefined();
  });

  it('reports each toggle of the tick to its parent', async () => {
    const { user, onAcceptedChange } = renderBlock();
    expect((tick() as HTMLInputElement).checked).toBe(false);
    await user.click(tick());
    expect(onAcceptedChange).toHaveBeenLastCalledWith(true);
    expect((tick() as HTMLInputElement).checked).toBe(true);
    await user.click(tick());
    expect(onAcceptedChange).toHaveBeenLastCalledWith(false);
    expect((tick() as HTMLInputElement).checked).toBe(false);
    expect(onAcceptedChange).toHaveBeenCalledTimes(2);
  });

  it('shows the tick as the parent has it', () => {
    render(
      <AcceptanceBlock
        option={aDirectDebitOption()}
        isAdult
        today={TODAY}
        accepted
        onAcceptedChange={() => undefined}
        onDownload={() => undefined}
      />,
    );
    expect((tick() as HTMLInputElement).checked).toBe(true);
  });

  it('shows an adult every figure and all four confirmations', () => {
    renderBlock();
    expect(figure(labels.interest)).toBe('£149.65');
    expect(figure(labels.apr)).toBe('33%');
    expect(figure(labels.totalPremium)).toBe('£1,238.01');
    expect(figure(labels.monthlyPayment)).toBe('£104.30');
    expect(figure(labels.paymentsCount)).toBe('11');

    for (const confirmation of [
      text.affordable,
      text.noUpcomingChanges,
      text.readPreContract,
      text.agreeLoan,
    ]) {
      expect(screen.getByText(confirmation)).toBeDefined();
    }
    expect(screen.getByText(text.policyDocuments)).toBeDefined();
  });

  it('downloads each credit document by its kind', async () => {
    const { user, onDownload } = renderBlock();
    const preContract = within(screen.getByText(text.readPreContract)).getByRole('button');
    expect(preContract).toBe(downloadButton(documents.preContract));
    await user.click(preContract);
    expect(onDownload).toHaveBeenLastCalledWith('preContract');

    const loanAgreement = within(screen.getByText(text.agreeLoan)).getByRole('button');
    expect(loanAgreement).toBe(downloadButton(documents.loanAgreement));
    await user.click(loanAgreement);
    expect(onDownload).toHaveBeenLastCalledWith('loanAgreement');
    expect(onDownload).toHaveBeenCalledTimes(2);
  });

  it('shows an under-18 only the monthly figures, the affordability confirmations and the tick', () => {
    renderBlock({ isAdult: false });
    expect(figure(labels.interest)).toBeNull();
    expect(figure(labels.apr)).toBeNull();
    expect(figure(labels.totalPremium)).toBeNull();
    expect(screen.queryByText('£149.65')).toBeNull();
    expect(screen.queryByText('33%')).toBeNull();
    expect(screen.queryByText('£1,238.01')).toBeNull();
    expect(screen.queryByText(text.readPreContract)).toBeNull();
    expect(screen.queryByText(text.agreeLoan)).toBeNull();
    expect(screen.queryByRole('button', { name: documents.preContract })).toBeNull();
    expect(screen.queryByRole('button', { name: documents.loanAgreement })).toBeNull();

    expect(figure(labels.monthlyPayment)).toBe('£104.30');
    expect(figure(labels.paymentsCount)).toBe('11');
    expect(screen.getByText(text.affordable)).toBeDefined();
    expect(screen.getByText(text.noUpcomingChanges)).toBeDefined();
    expect(screen.getByText(text.policyDocuments)).toBeDefined();
    expect(tick()).toBeDefined();
  });

  it('marks the document being prepared busy and does not start it twice', async () => {
    const { user, onDownload } = renderBlock({ downloading: 'loanAgreement' });
    const busy = downloadButton(documents.loanAgreement);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    expect(downloadButton(documents.preContract).getAttribute('aria-busy')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe(text.downloading(documents.loanAgreement));
    await user.click(busy);
    expect(onDownload).not.toHaveBeenCalled();
  });

  it('announces a failed download', () => {
    renderBlock({ downloadError: 'The document could not be downloaded.' });
    expect(screen.getByRole('alert').textContent).toBe('The document could not be downloaded.');
  });

  it('has no alert without an error', () => {
    renderBlock();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
