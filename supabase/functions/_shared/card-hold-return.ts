// Where Stripe Checkout sends a prospect back from holding their card for a
// request's deposit: the contact page, told whether the card was held or the
// Checkout left (the request is kept either way). The request-checkout
// function builds the URLs; the form reads the same parameter from here.

export const CARD_HOLD_RETURN = {
  path: '/contact-us',
  param: 'card',
  held: 'held',
  left: 'left',
} as const;

export function cardHoldReturnUrls(siteUrl: string): { successUrl: string; cancelUrl: string } {
  const base = `${siteUrl.replace(/\/+$/, '')}${CARD_HOLD_RETURN.path}?${CARD_HOLD_RETURN.param}=`;
  return { successUrl: `${base}${CARD_HOLD_RETURN.held}`, cancelUrl: `${base}${CARD_HOLD_RETURN.left}` };
}
