// The invoices feature's parts other features mount: a campaign's invoices on
// the advertiser's account and on the staff's campaign page, and the
// printable invoice page (its route names the id :invoiceId), and an e-mail's
// pay link's page (signed out too).
export { AccountInvoicesSection } from './components/account-invoices-section';
export { StaffInvoicesSection } from './components/staff-invoices-section';
export { InvoicePage } from './components/invoice-page';
export { InvoicePayLinkPage, PAY_LINK_TEXT } from './components/invoice-pay-link-page';
export { accountInvoice } from './lib/invoice-paths';
