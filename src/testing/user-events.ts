import userEvent from '@testing-library/user-event';

export type User = ReturnType<typeof userEvent.setup>;

/**
 * A user for one test. Without `delay: null`, user-event waits a timer turn
 * after every key and click, and React renders again in each: a form typed
 * into letter by letter cost far more than the test's own work. Every event
 * is still dispatched, each inside React's act, so what a test sees after
 * an awaited action is the same.
 */
export function setupUser(options: Parameters<typeof userEvent.setup>[0] = {}): User {
  return userEvent.setup({ delay: null, ...options });
}

/**
 * Puts a whole value into an empty field the way a person pasting it would
 * (click, then paste): for filling a form on the way to what a test is about.
 * A test about what happens as keys are typed types them (`user.type`).
 */
export async function fillIn(user: User, field: HTMLElement, value: string): Promise<void> {
  await user.click(field);
  await user.paste(value);
}
