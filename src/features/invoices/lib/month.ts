/** A month as the invoices' filter names it: 'YYYY-MM'. */
export const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
