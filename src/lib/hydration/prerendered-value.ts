// A prerendered form can be typed into before the app starts (src/main.tsx
// waits for the page to paint). A form's state starts from these values, read
// in its first render, the one that hydrates it: read later, in an effect, they
// would be too late for a <textarea>, whose value Preact writes while hydrating.

/** What is in the prerendered text field with this id; '' when there is none (a fresh render, the server). */
export function prerenderedValue(id: string): string {
  if (typeof document === 'undefined') return '';
  const field = document.getElementById(id);
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.value : '';
}
