// A whole count as the site writes one (plays, impressions): '302,850'. One
// formatter for the browser's screens and the functions' e-mails alike.
const COUNT = new Intl.NumberFormat('en-CA');

export const formatCount = (n: number): string => COUNT.format(n);
