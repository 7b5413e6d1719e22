/** The contact details' form, whose submit is Buy Now: the pricing footer's Buy Now submits it too. */
export const CONTACT_FORM_ID = 'contact-details-form';

/** Buy Now from elsewhere on the page: the form's own submit, with its checks, errors and focus. */
export function submitContactDetails() {
  const form = document.getElementById(CONTACT_FORM_ID);
  if (form instanceof HTMLFormElement) form.requestSubmit();
}
