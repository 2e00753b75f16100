import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import type { BillboardLocation } from '@/types/billboard-location';
import { useAdminLocations, useDeleteLocation, useSetLocationActive } from '../api/admin-locations';
import { getFutureBookings } from '../api/future-bookings';
import type { FutureBooking } from '../lib/future-bookings';
import { DeactivateLocationDialog } from './deactivate-location-dialog';
import { DeleteLocationDialog } from './delete-location-dialog';
import { LocationForm } from './location-form';
import { LocationRow } from './location-row';

export const LOCATIONS_ADMIN_TEXT = {
  newLocation: 'New Location',
  heading: 'All Locations',
  loading: 'Loading locations...',
  failed: 'Error loading the locations. Please try again later.',
  empty: 'No locations yet. Add the first one with New Location.',
} as const;

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; location: BillboardLocation };

/** Every location, active or not, with create, edit and delete. */
export function LocationsAdmin() {
  const { data: locations, isPending, isError } = useAdminLocations();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [deleting, setDeleting] = useState<BillboardLocation | null>(null);
  const remove = useDeleteLocation();
  const toggle = useSetLocationActive();
  // The board whose bookings are being read before it is deactivated.
  const [checking, setChecking] = useState<string | null>(null);
  const [warning, setWarning] = useState<{ location: BillboardLocation; bookings: FutureBooking[] } | null>(null);

  /** Deactivating a board with bookings still to run asks first and names them; anything else happens at once. */
  async function toggleActive(location: BillboardLocation) {
    if (!location.is_active) return setActive(location, true);
    setChecking(location.id);
    try {
      const bookings = await getFutureBookings(location.id);
      if (bookings.length === 0) setActive(location, false);
      else setWarning({ location, bookings });
    } catch (error) {
      toast.error(`${location.name} was not changed: its bookings could not be read. ${error instanceof Error ? error.message : ''}`.trim());
    } finally {
      setChecking(null);
    }
  }

  function setActive(location: BillboardLocation, active: boolean) {
    toggle.mutate(
      { location, active },
      {
        onSuccess: () => {
          toast.success(active ? `${location.name} is on the map.` : `${location.name} is off the map.`);
        },
        onError: (error) => toast.error(`${location.name} was not changed: ${error.message}`),
      },
    );
  }

  function confirmDelete() {
    const location = deleting;
    setDeleting(null);
    if (!location) return;
    remove.mutate(location, {
      onSuccess: () => {
        toast.success(`${location.name} was deleted.`);
      },
      onError: (error) => toast.error(`${location.name} was not deleted: ${error.message}`),
    });
  }

  const editingId = editing.kind === 'edit' ? editing.location.id : null;

  return (
    <div>
      {editing.kind === 'none' ? (
        <Button onClick={() => setEditing({ kind: 'new' })} className="mb-6">
          <Plus aria-hidden="true" className="h-4 w-4" />
          {LOCATIONS_ADMIN_TEXT.newLocation}
        </Button>
      ) : (
        <LocationForm
          key={editingId ?? 'new'}
          location={editing.kind === 'edit' ? editing.location : undefined}
          others={(locations ?? []).filter((other) => other.id !== editingId)}
          onCancel={() => setEditing({ kind: 'none' })}
          onSaved={() => setEditing({ kind: 'none' })}
        />
      )}

      <h2 className="mb-4 text-2xl font-bold text-ink">{LOCATIONS_ADMIN_TEXT.heading}</h2>
      {isPending ? (
        <p role="status" className="text-gray-600">
          {LOCATIONS_ADMIN_TEXT.loading}
        </p>
      ) : isError ? (
        <p role="alert" className="text-red-700">
          {LOCATIONS_ADMIN_TEXT.failed}
        </p>
      ) : locations.length === 0 ? (
        <p className="text-gray-600">{LOCATIONS_ADMIN_TEXT.empty}</p>
      ) : (
        <ul className="space-y-3" aria-label="Locations">
          {locations.map((location) => (
            <LocationRow
              key={location.id}
              location={location}
              busy={
                editingId === location.id ||
                (remove.isPending && remove.variables?.id === location.id) ||
                (toggle.isPending && toggle.variables?.location.id === location.id) ||
                checking === location.id
              }
              onToggleActive={() => void toggleActive(location)}
              onEdit={() => {
                setEditing({ kind: 'edit', location });
                window.scrollTo({ top: 0, behavior: 'smooth' });
              }}
              onDelete={() => setDeleting(location)}
            />
          ))}
        </ul>
      )}
      <DeactivateLocationDialog
        warning={warning ? { name: warning.location.name, bookings: warning.bookings } : null}
        onCancel={() => setWarning(null)}
        onConfirm={() => {
          const location = warning?.location;
          setWarning(null);
          if (location) setActive(location, false);
        }}
      />
      <DeleteLocationDialog name={deleting?.name ?? null} onCancel={() => setDeleting(null)} onConfirm={confirmDelete} />
    </div>
  );
}
