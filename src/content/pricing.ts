import { site } from '@/config/site';

// Pricing phrases built from site.ts, so a price change is made in one place.

const { low, high, cycleWeeks, goLiveHours } = site.pricing;

/** '$1,100'. Grouped by hand: the first toLocaleString call loads locale data, which a slow phone feels while the page starts. */
export const formatPrice = (n: number): string => {
  const [whole = '', fraction] = String(n).split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
};

/** e.g. '$1,100 to $2,500 per 4-week cycle' */
export const priceRangeText = `${formatPrice(low)} to ${formatPrice(high)} per ${cycleWeeks}-week cycle`;
/** e.g. '$1,100–$2,500' */
export const priceRangeShort = `${formatPrice(low)}–${formatPrice(high)}`;
/** e.g. 'from $1,100 per 4-week cycle' */
export const priceFromText = `from ${formatPrice(low)} per ${cycleWeeks}-week cycle`;
/** e.g. 'within 48 hours of approved artwork' */
export const goLiveText = `within ${goLiveHours} hours of approved artwork`;
export const updateText = `every ${cycleWeeks} weeks`;
/** e.g. '4-week cycles' */
export const cycleText = `${cycleWeeks}-week cycles`;
/** e.g. '48 hours' */
export const goLiveHoursText = `${goLiveHours} hours`;
