import { Eye, EyeOff, MapPin } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EditDeleteButtons } from '@/components/admin/edit-delete-buttons';
import { StatusBadge } from '@/components/admin/status-badge';
import type { BillboardLocation } from '@/types/billboard-location';
import { safeUrl } from '@/lib/safe-url';
import { PlayerNames } from './player-names';
import { XiboDisplayGroupField } from './xibo-display-group';

export interface LocationRowProps {
  location: BillboardLocation;
  onEdit: () => void;
  onDelete: () => void;
  /** Shows or hides the location on the public map. */
  onToggleActive: () => void;
  /** While this location is open in the form, being deleted or being switched. */
  busy: boolean;
}

export const ACTIVE_TOGGLE_TEXT = { activate: 'Activate', deactivate: 'Deactivate' } as const;

export function LocationRow({ location, onEdit, onDelete, onToggleActive, busy }: LocationRowProps) {
  const thumbnail = safeUrl(location.thumbnail_image_1);
  return (
    <li className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <article aria-labelledby={`location-${location.id}-name`} className="flex flex-col gap-3 sm:flex-row sm:items-start">
        {thumbnail ? (
          <img src={thumbnail} alt="" width={96} height={64} loading="lazy" className="h-16 w-24 shrink-0 rounded object-cover" />
        ) : (
          <span aria-hidden="true" className="flex h-16 w-24 shrink-0 items-center justify-center rounded bg-gray-100 text-gray-500">
            <MapPin className="h-6 w-6" />
          </span>
        )}
        <div className="min-w-0 flex-1">
          <h3 id={`location-${location.id}-name`} className="break-words text-lg font-semibold text-ink">
            {location.name}
          </h3>
          <p className="text-sm text-gray-700">{location.address}</p>
          <p className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-600">
            <span>{location.media_type}</span>
            <StatusBadge live={location.is_active}>{location.is_active ? 'Active' : 'Inactive'}</StatusBadge>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-label={`${location.is_active ? ACTIVE_TOGGLE_TEXT.deactivate : ACTIVE_TOGGLE_TEXT.activate} ${location.name}`}
            disabled={busy}
            onClick={onToggleActive}
          >
            {location.is_active ? <EyeOff aria-hidden="true" className="h-4 w-4" /> : <Eye aria-hidden="true" className="h-4 w-4" />}
            {location.is_active ? ACTIVE_TOGGLE_TEXT.deactivate : ACTIVE_TOGGLE_TEXT.activate}
          </Button>
          <EditDeleteButtons name={location.name} onEdit={onEdit} onDelete={onDelete} editDisabled={busy} deleteDisabled={busy} />
        </div>
      </article>
      <PlayerNames locationId={location.id} boardName={location.name} />
      <XiboDisplayGroupField locationId={location.id} boardName={location.name} />
    </li>
  );
}
