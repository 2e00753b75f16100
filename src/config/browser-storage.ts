// What the site keeps in the visitor's browser under names other modules ask
// about. In a module every page already loads: the contact page asks whether a
// campaign plan is kept before it loads any of the plan's code.

/** The visitor's campaign plan (src/features/locations/lib/plan-store.ts). */
export const PLAN_STORAGE_KEY = 'ldb:campaign-plan';
