// The way back to the advertiser's account: the same words and address on the
// site (its footer and phone menu) and on every e-mail to an advertiser.

/** Where advertisers sign in; the site's paths.account. */
export const ACCOUNT_PATH = '/account';

export const ACCOUNT_LINK_TEXT = 'Your account';
