// Where Stripe Checkout sends the payer back after paying: a page of the
// site's /account area that shows the payment to whoever holds the Checkout
// Session's id, signed in or not. Stripe puts the id in the URL in place of
// its {CHECKOUT_SESSION_ID} template; the deposit function builds the URL and
// the browser's router reads the same path and parameter from here.

export const CHECKOUT_RETURN = {
  /** The page's path on the site. */
  path: '/account/paid',
  /** The query parameter that carries the Checkout Session's id. */
  sessionParam: 'session_id',
} as const;

/** Checkout's success URL on a site ('https://…', any trailing slash of the site dropped); Stripe fills in the session's id. */
export function checkoutReturnUrl(siteUrl: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${CHECKOUT_RETURN.path}?${CHECKOUT_RETURN.sessionParam}={CHECKOUT_SESSION_ID}`;
}
