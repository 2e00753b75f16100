// Money as the staff read it: integer cents shown as dollars and cents, the
// same in the browser, the functions and the e-mails.

/** '$3,800.00' from 380000 (amounts are whole cents; a fraction, were one passed, is rounded). */
export function formatCents(cents: number): string {
  const rounded = Math.round(cents);
  const sign = rounded < 0 ? '-' : '';
  const abs = Math.abs(rounded);
  const dollars = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${sign}$${dollars}.${String(abs % 100).padStart(2, '0')}`;
}
