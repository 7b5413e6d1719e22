import { describe, expect, it } from 'vitest';
import { formText, saysWhichAnswer } from './form-text';

describe('saysWhichAnswer: a summary line names its question only when its message does not', () => {
  it.each([
    formText.field.answerRequired,
    formText.field.optionRequired,
    formText.field.dateRequired,
    formText.field.dateInvalid,
    formText.field.numberInvalid,
    formText.field.confirmationRequired,
    formText.field.dateBefore('01/01/2000'),
    formText.field.dateAfter('01/01/2000'),
    formText.vehicle.mileageMinimum,
  ])('"%s" fits any question', (message) => {
    expect(saysWhichAnswer(message)).toBe(false);
  });

  it.each([
    formText.person.firstNameRequired,
    formText.registration.required,
    formText.address.selectAddress,
    formText.cover.disclaimer,
  ])('"%s" says which answer it is about', (message) => {
    expect(saysWhichAnswer(message)).toBe(true);
  });
});
