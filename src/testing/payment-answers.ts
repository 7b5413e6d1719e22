/**
 * A customer on the payment pages with Testing Library: the cardholder form and Pay, the Direct Debit form and
 * its confirmation, found by the labels the pages show. The card fields themselves are the provider's.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { TEXT } from '../../machines/core/catalogue';

const main = () => within(screen.getByRole('main'));
const card = TEXT.paymentPages.card;
const directDebit = TEXT.directDebit;

const answerYes = (user: UserEvent, question: string | RegExp) =>
  user.click(
    within(main().getByRole('group', { name: question })).getByRole('radio', { name: 'Yes' }),
  );

/** Fills `label` when it is empty (the page may have filled it from the answers given). */
async function fillIfEmpty(user: UserEvent, label: string, value: string) {
  const box = main().getByRole('textbox', { name: label });
  if ((box as HTMLInputElement).value === '') await user.type(box, value);
}

/** 'Yes' to billing details the same as the policyholder's, then Pay. */
export async function payByCard(user: UserEvent) {
  await answerYes(user, card.billingDetails);
  await fillIfEmpty(user, card.email, 'sam.carter@example.com');
  await user.click(main().getByRole('button', { name: /^Pay (£|now)/ }));
}

/** The Direct Debit page's button: on to the deposit's card page, or confirming a plan without a deposit. */
const directDebitSubmit = new RegExp(`^(${directDebit.submit}|${directDebit.submitToDeposit})$`);

/** The Direct Debit form with an account the sandbox knows, then its confirmation. */
export async function payByDirectDebit(user: UserEvent) {
  await answerYes(user, directDebit.account.isAccountHolder);
  await answerYes(user, directDebit.account.isOnlySignatoryRequired);
  await fillIfEmpty(user, directDebit.account.accountHolder, 'Sam Carter');
  await fillIfEmpty(user, directDebit.account.accountNumber, '12345678');
  await fillIfEmpty(user, directDebit.account.sortCode, '200000');
  await fillIfEmpty(user, directDebit.account.addressLine1, '10 Downing Street');
  const details = main().getByRole('checkbox', { name: directDebit.account.detailsCorrect });
  if (!(details as HTMLInputElement).checked) await user.click(details);
  await answerYes(user, /premium finance/);
  await answerYes(user, directDebit.confirmations.affordableLending);
  await user.click(main().getByRole('button', { name: directDebitSubmit }));
}
