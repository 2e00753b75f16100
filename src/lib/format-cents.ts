const CAD = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Integer cents as the staff read them, to the cent: '$1,650.50'. */
export function formatCents(cents: number): string {
  return CAD.format(cents / 100);
}
