// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachFieldTracking, FIELD_TRACKING_DEBOUNCE_MS } from './field-tracking';

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

function typeInto(element: HTMLInputElement, value: string) {
  for (const character of value) {
    element.value += character;
    element.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

describe('field tracking', () => {
  it('tracks a field once the customer pauses in it, by name only', () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<form><input name="firstName"><input name="email"></form>`;
    const tracked: string[] = [];
    const detach = attachFieldTracking(document, (field) => tracked.push(field));
    const input = (name: string) => document.querySelector<HTMLInputElement>(`[name=${name}]`);
    const firstName = input('firstName');
    const email = input('email');
    if (!firstName || !email) throw new Error('The form did not render');

    typeInto(firstName, 'Sam');
    vi.advanceTimersByTime(FIELD_TRACKING_DEBOUNCE_MS - 1);
    typeInto(firstName, 'antha');
    typeInto(email, 'sam@example.com');
    vi.advanceTimersByTime(FIELD_TRACKING_DEBOUNCE_MS);
    expect(tracked).toEqual(['firstName', 'email']);
    expect(JSON.stringify(tracked)).not.toContain('Samantha');
    detach();
  });

  it('leaves out hidden fields, nameless ones and those marked not to track', () => {
    vi.useFakeTimers();
    document.body.innerHTML = `
      <input type="hidden" name="token">
      <input>
      <div data-no-tracking><input name="website"></div>`;
    const tracked: string[] = [];
    const detach = attachFieldTracking(document, (field) => tracked.push(field));
    for (const input of document.querySelectorAll('input')) typeInto(input, 'x');
    vi.advanceTimersByTime(FIELD_TRACKING_DEBOUNCE_MS);
    expect(tracked).toEqual([]);
    detach();
  });

  it('tracks nothing after it is detached', () => {
    vi.useFakeTimers();
    document.body.innerHTML = `<input name="postcode">`;
    const tracked: string[] = [];
    const detach = attachFieldTracking(document, (field) => tracked.push(field));
    const postcode = document.querySelector('input');
    if (!postcode) throw new Error('The field did not render');
    typeInto(postcode, 'SW1');
    detach();
    vi.advanceTimersByTime(FIELD_TRACKING_DEBOUNCE_MS);
    expect(tracked).toEqual([]);
  });
});
