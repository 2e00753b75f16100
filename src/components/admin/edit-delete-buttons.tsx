import { Pencil, Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';

export interface EditDeleteButtonsProps {
  /** Names the row in the buttons' accessible names ('Edit …', 'Delete …'). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  editDisabled?: boolean;
  deleteDisabled?: boolean;
}

/** The two actions of a row in an admin list. */
export function EditDeleteButtons({ name, onEdit, onDelete, editDisabled = false, deleteDisabled = false }: EditDeleteButtonsProps) {
  return (
    <div className="flex gap-2">
      <Button variant="outline" size="sm" aria-label={`Edit ${name}`} disabled={editDisabled} onClick={onEdit}>
        <Pencil aria-hidden="true" className="h-4 w-4" />
        Edit
      </Button>
      <Button
        variant="outline"
        size="sm"
        aria-label={`Delete ${name}`}
        disabled={deleteDisabled}
        onClick={onDelete}
        className="border-red-700 text-red-700 hover:bg-red-700 hover:text-white"
      >
        <Trash2 aria-hidden="true" className="h-4 w-4" />
        Delete
      </Button>
    </div>
  );
}
