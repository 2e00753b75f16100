/** A slug as the site makes one (a board's, an industry page's): lower-case letters and digits, single hyphens between. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
