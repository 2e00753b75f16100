import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface ToolbarButtonProps {
  label: string;
  onClick: () => void;
  /** Set for toggles (bold, alignment, ...): announced as pressed or not. */
  pressed?: boolean;
  disabled?: boolean;
  children: ReactNode;
  /** Smaller text, for a button labelled with a word rather than an icon. */
  compact?: boolean;
  className?: string;
}

export function ToolbarButton({ label, onClick, pressed, disabled, children, compact = false, className }: ToolbarButtonProps) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex h-8 min-w-8 items-center justify-center rounded px-1.5 hover:bg-gray-200 disabled:cursor-not-allowed disabled:opacity-40',
        compact ? 'text-xs' : 'text-sm',
        pressed ? 'bg-brand-100 text-ink ring-1 ring-brand-400' : 'text-gray-700',
        className,
      )}
    >
      {children}
    </button>
  );
}

export function ToolbarSeparator() {
  return <span aria-hidden="true" className="mx-1 h-6 w-px bg-gray-300" />;
}
