/** Resolves in a later task, giving the browser a turn (to paint, or to handle a tap) in between. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
