import type { ReactNode } from 'react';

export interface FieldProps {
  /** The id of the control inside, which the label names. */
  id: string;
  label: ReactNode;
  /** The control, then anything under it (a hint, a counter, a status). */
  children: ReactNode;
}

/** A label above its control: the one field layout of the admin's forms and dialogs. */
export function Field({ id, label, children }: FieldProps) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children}
    </div>
  );
}
