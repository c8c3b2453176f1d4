import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts `text` into an empty field as one paste. Typing renders the whole form once per key, which
 * costs a test about a second for a sentence; use this where the test is about the value, and
 * `user.type` where it is about what happens as someone types (masks, checks as typed, keys).
 */
export async function fill(user: UserEvent, field: HTMLElement, text: string): Promise<void> {
  await user.click(field);
  await user.paste(text);
}
