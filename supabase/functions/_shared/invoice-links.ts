// Where an invoice's e-mails point: its printable page in the advertiser's
// account (signed in), and its pay link, a page of the site that whoever holds
// the invoice's token may open signed out to pay that invoice's balance. The
// e-mails build the URLs from here and the site's router reads the same paths.

/** The advertiser's invoices on the site (the printable page is `${invoicesPath}/<invoice id>`). */
export const INVOICE_LINKS = {
  invoicesPath: '/account/invoices',
  /** The pay link's page: `${payPath}/<token>`. */
  payPath: '/account/pay',
} as const;

const origin = (siteUrl: string) => siteUrl.replace(/\/+$/, '');

/** The invoice's printable page on a site. */
export function invoicePageUrl(siteUrl: string, invoiceId: string): string {
  return `${origin(siteUrl)}${INVOICE_LINKS.invoicesPath}/${encodeURIComponent(invoiceId)}`;
}

/** The invoice's pay link on a site. */
export function invoicePayUrl(siteUrl: string, token: string): string {
  return `${origin(siteUrl)}${INVOICE_LINKS.payPath}/${encodeURIComponent(token)}`;
}
