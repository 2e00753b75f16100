import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names. Not tailwind-merge: its size and its work on every render
 * weigh on the home page's budget, and the components avoid conflicting
 * utilities instead (a caller's className adds to a component's, never
 * overrides it), which the prerendered pages were checked for.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
