import { z } from 'zod';

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
  outsideOntario:
    'This point is outside Ontario. Check the latitude and longitude (longitudes in Ontario are negative, e.g. -81.2497); save anyway if it is right.',
} as const;

const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

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

export const locationFormSchema = z.object({
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
