import { z } from 'zod';
import { BOARD } from '@shared/business-rules.ts';
import { site } from '@/config/site';

// The location form's one schema: what the admin types (text) in, the row's
// columns out. The limits are the table's own (billboard_locations).

export const LOCATION_FORM_TEXT = {
  required: {
    name: 'Please enter the location name.',
    address: 'Please enter the street address.',
    media_type: 'Please enter the media type, e.g. Digital LED — 10 ft x 30 ft.',
  },
  tooLong: (max: number) => `Please keep this to ${max} characters or fewer.`,
  coordinateMissing: (label: string) => `Please enter the ${label.toLowerCase()}.`,
  coordinateNotNumber: (label: string, example: string) => `${label} must be a number in decimal degrees, e.g. ${example}.`,
  coordinateRange: (label: string, min: number, max: number) => `${label} must be between ${min} and ${max}.`,
  wholeNumber: (label: string, min: number, max: number) => `${label} must be a whole number from ${min} to ${max}.`,
  impressions: 'Daily impressions must be a whole number (0 or more), or left empty.',
  impressionsSource: 'Please say where the daily impressions come from, e.g. City of London traffic count, 2025.',
  pixelsPair: 'Please enter both the width and the height in pixels, or neither.',
  rate: `The rate per cycle must be between ${formatDollars(site.pricing.low)} and ${formatDollars(site.pricing.high)} (the company\u2019s range), or left empty.`,
  outsideOntario:
    'This point is outside Ontario. Check the latitude and longitude (longitudes in Ontario are negative, e.g. -81.2497); save anyway if it is right.',
} as const;

function formatDollars(amount: number): string {
  return `$${amount.toLocaleString('en-CA')}`;
}

/** The limits the form states next to each field (the table's own checks). */
export const LOCATION_FIELD_HINTS = {
  slots_per_loop: `Advertisers sharing the screen: ${BOARD.slotsPerLoop.min} to ${BOARD.slotsPerLoop.max} (usually 6).`,
  spot_seconds: `Seconds each spot shows: ${BOARD.spotSeconds.min} to ${BOARD.spotSeconds.max}.`,
  daily_impressions: 'Optional. People passing per day, from a published count.',
  impressions_source: 'Required with daily impressions, e.g. City of London traffic count, 2025.',
  screen_width_px: 'Optional, with the height: the artwork check uses both.',
  screen_height_px: 'Optional, with the width.',
  thumbnail_image_1_alt: 'What photo 1 shows, for people who cannot see it, e.g. The board seen from northbound Wellington Rd.',
  thumbnail_image_2_alt: 'What photo 2 shows, for people who cannot see it.',
  rate_per_cycle: `Optional. Price per ${site.pricing.cycleWeeks}-week cycle, ${formatDollars(site.pricing.low)} to ${formatDollars(site.pricing.high)}; empty shows the company\u2019s \u2018from\u2019 price.`,
} as const;

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;
/** Digits with optional thousands separators (commas or spaces), e.g. 48,200. */
const GROUPED_WHOLE = /^\d{1,3}([, ]?\d{3})*$|^\d+$/;
/** Dollars with an optional $ and cents, e.g. $1,850 or 1850.50. */
const MONEY = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{1,2})?$/;

function coordinate(label: string, min: number, max: number, example: string) {
  return z
    .string()
    .trim()
    .min(1, LOCATION_FORM_TEXT.coordinateMissing(label))
    .regex(DECIMAL, LOCATION_FORM_TEXT.coordinateNotNumber(label, example))
    .transform(Number)
    .refine((value) => value >= min && value <= max, LOCATION_FORM_TEXT.coordinateRange(label, min, max));
}

const text = (max: number, required: string) => z.string().trim().min(1, required).max(max, LOCATION_FORM_TEXT.tooLong(max));

/** Optional text: empty is null. */
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, LOCATION_FORM_TEXT.tooLong(max))
    .transform((value) => (value === '' ? null : value));

const wholeNumber = (label: string, min: number, max: number) => {
  const message = LOCATION_FORM_TEXT.wholeNumber(label, min, max);
  return z
    .string()
    .trim()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((value) => value >= min && value <= max, message);
};

const optionalWhole = (message: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .refine((value) => value === '' || GROUPED_WHOLE.test(value), message)
    .transform((value) => (value === '' ? null : Number(value.replace(/[, ]/g, ''))))
    .refine((value) => value === null || (value >= min && value <= max), message);

const pixels = (label: string) => optionalWhole(LOCATION_FORM_TEXT.wholeNumber(label, 1, 20000), 1, 20000);

export const locationFormSchema = z
  .object({
    name: text(200, LOCATION_FORM_TEXT.required.name),
    address: text(300, LOCATION_FORM_TEXT.required.address),
    latitude: coordinate('Latitude', -90, 90, '42.9849'),
    longitude: coordinate('Longitude', -180, 180, '-81.2497'),
    media_type: text(100, LOCATION_FORM_TEXT.required.media_type),
    description: z
      .string()
      .trim()
      .max(5000, LOCATION_FORM_TEXT.tooLong(5000))
      .transform((value) => (value === '' ? null : value)),
    is_active: z.boolean(),
    slots_per_loop: wholeNumber('Spots per loop', BOARD.slotsPerLoop.min, BOARD.slotsPerLoop.max),
    spot_seconds: wholeNumber('Spot length', BOARD.spotSeconds.min, BOARD.spotSeconds.max),
    daily_impressions: optionalWhole(LOCATION_FORM_TEXT.impressions, 0, 2_147_483_647),
    impressions_source: optionalText(300),
    screen_width_px: pixels('Screen width'),
    screen_height_px: pixels('Screen height'),
    screen_size: optionalText(100),
    facing: optionalText(200),
    operating_hours: optionalText(200),
    thumbnail_image_1_alt: optionalText(300),
    thumbnail_image_2_alt: optionalText(300),
    rate_per_cycle: z
      .string()
      .trim()
      .refine((value) => value === '' || MONEY.test(value), LOCATION_FORM_TEXT.rate)
      .transform((value) => (value === '' ? null : Number(value.replace(/[$,\s]/g, ''))))
      .refine((value) => value === null || (value >= site.pricing.low && value <= site.pricing.high), LOCATION_FORM_TEXT.rate),
  })
  // Rules across fields, as the table's own checks.
  .superRefine((row, ctx) => {
    // Only a figure that is itself valid asks for its source (the field's own message comes first).
    const impressions = row.daily_impressions;
    if (impressions !== null && Number.isInteger(impressions) && impressions >= 0 && row.impressions_source === null) {
      ctx.addIssue({ code: 'custom', path: ['impressions_source'], message: LOCATION_FORM_TEXT.impressionsSource });
    }
    if ((row.screen_width_px === null) !== (row.screen_height_px === null)) {
      ctx.addIssue({ code: 'custom', path: [row.screen_width_px === null ? 'screen_width_px' : 'screen_height_px'], message: LOCATION_FORM_TEXT.pixelsPair });
    }
  });

/** The form as typed. */
export type LocationFormValues = z.input<typeof locationFormSchema>;
/** The row's own columns, checked. */
export type LocationFields = z.output<typeof locationFormSchema>;
export type LocationFormField = keyof LocationFormValues;
export type LocationFormErrors = Partial<Record<LocationFormField, string>>;

export const EMPTY_LOCATION_FORM: LocationFormValues = {
  name: '',
  address: '',
  latitude: '',
  longitude: '',
  media_type: '',
  description: '',
  is_active: true,
  slots_per_loop: '6',
  spot_seconds: '8',
  daily_impressions: '',
  impressions_source: '',
  screen_width_px: '',
  screen_height_px: '',
  screen_size: '',
  facing: '',
  operating_hours: '',
  thumbnail_image_1_alt: '',
  thumbnail_image_2_alt: '',
  rate_per_cycle: '',
};

export type LocationFormResult = { ok: true; value: LocationFields } | { ok: false; errors: LocationFormErrors };

export function parseLocationForm(values: LocationFormValues): LocationFormResult {
  const parsed = locationFormSchema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const errors: LocationFormErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as LocationFormField;
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** Ontario's extent, roughly: a point outside it is most likely a typing slip (a lost minus sign, lat and lng swapped). */
export const ONTARIO_BOUNDS = { south: 41.6, north: 56.9, west: -95.2, east: -74.3 } as const;

export function isInOntario(latitude: number, longitude: number): boolean {
  const { south, north, west, east } = ONTARIO_BOUNDS;
  return latitude >= south && latitude <= north && longitude >= west && longitude <= east;
}
