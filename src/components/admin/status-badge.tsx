/** A row's public state in an admin list: green when the public sees it (published, active). */
export function StatusBadge({ live, children }: { live: boolean; children: string }) {
  return (
    <span
      className={
        live
          ? 'rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800'
          : 'rounded-full bg-gray-200 px-2 py-0.5 text-xs font-semibold text-gray-800'
      }
    >
      {children}
    </span>
  );
}
