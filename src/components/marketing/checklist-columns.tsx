import { CircleCheck } from 'lucide-react';

export interface ChecklistColumn {
  title: string;
  items: readonly string[];
}

export interface ChecklistColumnsProps {
  columns: readonly ChecklistColumn[];
}

/** Side-by-side checklists (industry facts): one column per list on wide screens. */
export function ChecklistColumns({ columns }: ChecklistColumnsProps) {
  return (
    <div className="grid gap-8 md:grid-cols-2">
      {columns.map((column) => (
        <div key={column.title} className="rounded-xl bg-white p-6 shadow-sm">
          <h3 className="text-lg font-bold text-ink">{column.title}</h3>
          <ul className="mt-4 space-y-3">
            {column.items.map((item) => (
              <li key={item} className="flex gap-3 text-gray-700">
                <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" />
                <span>{item}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
