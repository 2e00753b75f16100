// Fixed development values for the local Stripe stand-in, like dev-keys.ts:
// test-mode-looking key and webhook secret that protect nothing (the local
// backend listens on 127.0.0.1 only). Never use them for a hosted project.
export const LOCAL_STRIPE_SECRET_KEY = 'sk_test_local_stand_in_0000000000000000';
export const LOCAL_STRIPE_WEBHOOK_SECRET = 'whsec_local_stand_in_0000000000000000';
/** Where the site runs under `npm run dev`: the Checkout's return URLs lead there. */
export { LOCAL_SITE_URL } from '../dev-keys';
