/**
 * A customer on the results page with Testing Library: choosing how to pay, filling in the contact details and
 * pressing Buy Now, found by the labels the page shows.
 */
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { TEXT } from '../../machines/core/catalogue';

const main = () => screen.getByRole('main');

const startingWith = (text: string) =>
  new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

/** The price radio whose label starts with `label` (its amount and period follow). */
export const priceChoice = (label: string) =>
  within(main()).getByRole('radio', { name: startingWith(label) });

export async function choosePrice(user: UserEvent, method: 'card' | 'monthly') {
  const label = method === 'monthly' ? TEXT.results.monthly : TEXT.results.annual;
  const options = within(main()).queryAllByRole('radio', { name: startingWith(label) });
  await user.click(options[0] ?? priceChoice(TEXT.results.thirtyDay));
}

/** Ticks `label` unless it is already ticked. */
async function tick(user: UserEvent, label: string | RegExp) {
  const box = within(main()).getByRole('checkbox', { name: label });
  if (!(box as HTMLInputElement).checked) await user.click(box);
}

/**
 * Completes what the contact details still need (the wizard's answers fill the rest), then presses Buy Now:
 * the credit acceptance when paying monthly, the annual income when asked, and the agreement.
 */
export async function buyNow(user: UserEvent) {
  const scope = within(main());
  const email = scope.getByRole('textbox', { name: TEXT.contact.email });
  if ((email as HTMLInputElement).value === '') await user.type(email, 'sam.carter@example.com');
  const phone = scope.getByRole('textbox', { name: TEXT.contact.phone });
  if ((phone as HTMLInputElement).value === '') await user.type(phone, '07700 900123');
  if (scope.queryByRole('group', { name: TEXT.contact.credit.label })) {
    await tick(user, startingWith(TEXT.credit.acceptance.acceptOn('')));
  }
  const income = scope.queryByRole('textbox', { name: TEXT.contact.income.label });
  if (income && (income as HTMLInputElement).value === '') {
    await user.type(income, '32000');
    await tick(user, TEXT.contact.income.confirm);
  }
  // A restart's quote asks for its consent in place of the agreement (spec 2 §2 Restart quote results).
  const restart = scope.queryByRole('checkbox', { name: TEXT.restartQuote.consent });
  await tick(user, restart ? TEXT.restartQuote.consent : TEXT.contact.agree);
  // The contact details' own Buy Now: the pricing footer offers another once a price is chosen.
  const contact = within(scope.getByRole('region', { name: TEXT.contact.heading }));
  await user.click(contact.getByRole('button', { name: TEXT.contact.buyNow }));
}
