import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { isImageFile, UPLOAD_LIMITS_TEXT } from '@/lib/upload-files';
import { toast } from '@/lib/toast';
import type { BillboardLocation } from '@/types/billboard-location';
import { useSaveLocation, type FileChange } from '../api/admin-locations';
import { FILE_ERRORS, MAX_SALES_SHEET_BYTES, SALES_SHEET_LIMITS_TEXT } from '../api/location-files';
import {
  EMPTY_LOCATION_FORM,
  isInOntario,
  LOCATION_FIELD_HINTS,
  LOCATION_FORM_TEXT,
  parseLocationForm,
  type LocationFields,
  type LocationFormErrors,
  type LocationFormField,
  type LocationFormValues,
} from '../lib/location-schema';
import { getFutureBookings } from '../api/future-bookings';
import { DUPLICATE_TEXT, findDuplicates } from '../lib/location-duplicates';
import type { FutureBooking } from '../lib/future-bookings';
import { DeactivateLocationDialog } from './deactivate-location-dialog';
import { FileField } from './file-field';
import { PointPreview } from './point-preview';

const inputClass =
  'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-ink focus:border-focus focus:outline-none focus:ring-2 focus:ring-focus ' +
  'aria-[invalid=true]:border-2 aria-[invalid=true]:border-red-600';

/** In the order the form shows them: the first field with a problem takes focus. */
const LABELS: Record<Exclude<LocationFormField, 'is_active'>, string> = {
  name: 'Name',
  media_type: 'Media type',
  address: 'Address',
  latitude: 'Latitude',
  longitude: 'Longitude',
  description: 'Description',
  screen_size: 'Screen size',
  facing: 'Facing',
  screen_width_px: 'Screen width (px)',
  screen_height_px: 'Screen height (px)',
  slots_per_loop: 'Spots per loop',
  spot_seconds: 'Spot length (seconds)',
  operating_hours: 'Operating hours',
  daily_impressions: 'Daily impressions',
  impressions_source: 'Source of the impressions',
  rate_per_cycle: 'Rate per cycle ($)',
  thumbnail_image_1_alt: 'Photo 1 description (alt text)',
  thumbnail_image_2_alt: 'Photo 2 description (alt text)',
};

const PLACEHOLDERS: Partial<Record<keyof typeof LABELS, string>> = {
  screen_size: '10 ft x 20 ft',
  screen_width_px: '1400',
  screen_height_px: '400',
  facing: 'Eastbound, right-hand read',
  operating_hours: '6:00 a.m. to midnight, every day',
  daily_impressions: '48,200',
  impressions_source: 'City of London traffic count, 2025',
  rate_per_cycle: '1850',
};

const textOf = (value: number | string | null): string => (value === null ? '' : String(value));

function valuesOf(location: BillboardLocation | undefined): LocationFormValues {
  if (!location) return EMPTY_LOCATION_FORM;
  return {
    name: location.name,
    address: location.address,
    latitude: String(location.latitude),
    longitude: String(location.longitude),
    media_type: location.media_type,
    description: location.description ?? '',
    is_active: location.is_active,
    slots_per_loop: String(location.slots_per_loop),
    spot_seconds: String(location.spot_seconds),
    daily_impressions: textOf(location.daily_impressions),
    impressions_source: textOf(location.impressions_source),
    screen_width_px: textOf(location.screen_width_px),
    screen_height_px: textOf(location.screen_height_px),
    screen_size: textOf(location.screen_size),
    facing: textOf(location.facing),
    operating_hours: textOf(location.operating_hours),
    thumbnail_image_1_alt: textOf(location.thumbnail_image_1_alt),
    thumbnail_image_2_alt: textOf(location.thumbnail_image_2_alt),
    rate_per_cycle: textOf(location.rate_per_cycle),
  };
}

const checkImage = (file: File) => (isImageFile(file) ? null : FILE_ERRORS.notImage);
const checkPdf = (file: File) => (file.type !== 'application/pdf' ? FILE_ERRORS.notPdf : file.size > MAX_SALES_SHEET_BYTES ? FILE_ERRORS.pdfTooLarge : null);

/** A number typed into a coordinate field, once it is one. */
const typedNumber = (text: string): number | null => (/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(text.trim()) ? Number(text) : null);

export interface LocationFormProps {
  /** The location edited; absent for a new one. */
  location?: BillboardLocation;
  onSaved: (saved: BillboardLocation, before: BillboardLocation | undefined) => void;
  onCancel: () => void;
  /** The other boards, to warn about one with the same name or address. */
  others?: readonly BillboardLocation[];
}

export function LocationForm({ location, onSaved, onCancel, others = [] }: LocationFormProps) {
  const id = useId();
  const [values, setValues] = useState<LocationFormValues>(() => valuesOf(location));
  const [errors, setErrors] = useState<LocationFormErrors>({});
  const [files, setFiles] = useState<{ photo1: FileChange; photo2: FileChange; salesSheet: FileChange }>({
    photo1: { kind: 'keep' },
    photo2: { kind: 'keep' },
    salesSheet: { kind: 'keep' },
  });
  const [fileErrors, setFileErrors] = useState<Partial<Record<keyof typeof files, string>>>({});
  const save = useSaveLocation();
  const [warning, setWarning] = useState<{ bookings: FutureBooking[]; fields: LocationFields } | null>(null);

  const lat = typedNumber(values.latitude);
  const lng = typedNumber(values.longitude);
  const duplicates = findDuplicates(values, others);
  const outside = lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180 && !isInOntario(lat, lng);

  const set = (field: LocationFormField, value: string | boolean) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest);
  };

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = parseLocationForm(values);
    if (!parsed.ok) {
      setErrors(parsed.errors);
      const first = (Object.keys(LABELS) as (keyof typeof LABELS)[]).find((field) => parsed.errors[field]);
      if (first) document.getElementById(`${id}-${first}`)?.focus();
      return;
    }
    // Taking a board with bookings ahead off the map asks first, as the list's Deactivate does.
    if (location?.is_active && !parsed.value.is_active) void warnThenSave(location, parsed.value);
    else persist(parsed.value);
  }

  async function warnThenSave(board: BillboardLocation, fields: LocationFields) {
    try {
      const bookings = await getFutureBookings(board.id);
      if (bookings.length === 0) persist(fields);
      else setWarning({ bookings, fields });
    } catch (error) {
      toast.error(`The location was not saved: its bookings could not be read. ${error instanceof Error ? error.message : ''}`.trim());
    }
  }

  function persist(fields: LocationFields) {
    save.mutate(
      { existing: location, fields, ...files },
      {
        onSuccess: (saved) => {
          toast.success(location ? 'Location updated.' : 'Location created.');
          onSaved(saved, location);
        },
        // What was typed and chosen stays: the admin can try again.
        onError: (error) => toast.error(`The location was not saved: ${error.message}`),
      },
    );
  }

  const field = (name: Exclude<LocationFormField, 'is_active' | 'description'>, extra: { inputMode?: 'decimal' | 'numeric'; placeholder?: string } = {}) => {
    const hint = (LOCATION_FIELD_HINTS as Partial<Record<LocationFormField, string>>)[name];
    const describedBy = [hint ? `${id}-${name}-hint` : null, errors[name] ? `${id}-${name}-error` : null].filter(Boolean).join(' ');
    return (
      <div>
        <label htmlFor={`${id}-${name}`} className="block text-sm font-medium text-gray-800">
          {LABELS[name]}
        </label>
        <input
          id={`${id}-${name}`}
          name={name}
          type="text"
          value={values[name]}
          onChange={(event) => set(name, event.target.value)}
          aria-invalid={errors[name] ? true : undefined}
          aria-describedby={describedBy || undefined}
          className={inputClass}
          placeholder={PLACEHOLDERS[name]}
          {...extra}
        />
        {hint ? (
          <p id={`${id}-${name}-hint`} className="mt-1 text-xs text-gray-600">
            {hint}
          </p>
        ) : null}
        {errors[name] ? (
          <p id={`${id}-${name}-error`} className="mt-1 text-sm text-red-700">
            {errors[name]}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby={`${id}-title`} className="mb-8 rounded-lg border border-gray-200 bg-gray-50 p-4 sm:p-6">
      <h2 id={`${id}-title`} className="mb-4 text-xl font-bold text-ink">
        {location ? `Edit ${location.name}` : 'New Location'}
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {field('name')}
        {field('media_type', { placeholder: 'Digital LED — 10 ft x 30 ft' })}
        <div className="md:col-span-2">
          {field('address', { placeholder: '215 Dundas St, London, ON N6A 1G7' })}
          {/* Warnings, never refusals: the live region is there before any message. */}
          <div role="status" className="mt-2 space-y-2">
            {duplicates.sameName.length > 0 ? (
              <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">{DUPLICATE_TEXT.sameName(duplicates.sameName)}</p>
            ) : null}
            {duplicates.sameAddress.length > 0 ? (
              <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
                {DUPLICATE_TEXT.sameAddress(duplicates.sameAddress)}
              </p>
            ) : null}
          </div>
        </div>
        {field('latitude', { inputMode: 'decimal', placeholder: '42.9849' })}
        {field('longitude', { inputMode: 'decimal', placeholder: '-81.2497' })}
        <div className="md:col-span-2">
          {outside ? (
            <p role="status" className="mb-2 rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {LOCATION_FORM_TEXT.outsideOntario}
            </p>
          ) : null}
          <PointPreview
            latitude={lat}
            longitude={lng}
            onPick={(picked) => {
              set('latitude', String(picked.latitude));
              set('longitude', String(picked.longitude));
            }}
          />
        </div>
        <div className="md:col-span-2">
          <label htmlFor={`${id}-description`} className="block text-sm font-medium text-gray-800">
            {LABELS.description}
          </label>
          <textarea
            id={`${id}-description`}
            rows={3}
            value={values.description}
            onChange={(event) => set('description', event.target.value)}
            aria-invalid={errors.description ? true : undefined}
            aria-describedby={errors.description ? `${id}-description-error` : undefined}
            className={inputClass}
          />
          {errors.description ? (
            <p id={`${id}-description-error`} className="mt-1 text-sm text-red-700">
              {errors.description}
            </p>
          ) : null}
        </div>
        <fieldset className="grid gap-4 md:col-span-2 md:grid-cols-2">
          <legend className="mb-2 text-base font-semibold text-ink">Screen, audience and price</legend>
          {field('screen_size')}
          {field('facing')}
          {field('screen_width_px', { inputMode: 'numeric' })}
          {field('screen_height_px', { inputMode: 'numeric' })}
          {field('slots_per_loop', { inputMode: 'numeric' })}
          {field('spot_seconds', { inputMode: 'numeric' })}
          <div className="md:col-span-2">{field('operating_hours')}</div>
          {field('daily_impressions', { inputMode: 'numeric' })}
          {field('impressions_source')}
          {field('rate_per_cycle', { inputMode: 'decimal' })}
        </fieldset>
        {(['photo1', 'photo2'] as const).map((key, i) => (
          <div key={key} className="space-y-3">
            <FileField
              label={`Photo ${i + 1}`}
              accept="image/jpeg,image/png,image/webp,image/gif"
              limits={UPLOAD_LIMITS_TEXT}
              current={(i === 0 ? location?.thumbnail_image_1 : location?.thumbnail_image_2) ?? null}
              kind="image"
              change={files[key]}
              onChange={(change) => setFiles((f) => ({ ...f, [key]: change }))}
              check={checkImage}
              error={fileErrors[key]}
              onError={(message) => setFileErrors((e) => ({ ...e, [key]: message }))}
            />
            {field(i === 0 ? 'thumbnail_image_1_alt' : 'thumbnail_image_2_alt')}
          </div>
        ))}
        <FileField
          label="Sales sheet (PDF)"
          accept="application/pdf"
          limits={SALES_SHEET_LIMITS_TEXT}
          current={location?.sales_sheet_pdf_url ?? null}
          kind="pdf"
          change={files.salesSheet}
          onChange={(change) => setFiles((f) => ({ ...f, salesSheet: change }))}
          check={checkPdf}
          error={fileErrors.salesSheet}
          onError={(message) => setFileErrors((e) => ({ ...e, salesSheet: message }))}
        />
        <label className="inline-flex items-center gap-2 self-end text-sm font-medium text-gray-800">
          <input type="checkbox" checked={values.is_active} onChange={(event) => set('is_active', event.target.checked)} className="h-4 w-4" />
          Active (shown on the public map)
        </label>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : location ? 'Update Location' : 'Create Location'}
        </Button>
        <Button variant="outline" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
      </div>
      <DeactivateLocationDialog
        warning={warning && location ? { name: location.name, bookings: warning.bookings } : null}
        onCancel={() => setWarning(null)}
        onConfirm={() => {
          const fields = warning?.fields;
          setWarning(null);
          if (fields) persist(fields);
        }}
      />
    </form>
  );
}
