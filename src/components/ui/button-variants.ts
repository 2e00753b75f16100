import { cn } from '@/lib/cn';

// One place for the brand button look, shared by <Button> and <ButtonLink>.

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'outline-light' | 'ghost';
export type ButtonSize = 'sm' | 'nav' | 'md' | 'lg';

export interface ButtonVariantOptions {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
}

const base =
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold transition-colors ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus ' +
  'disabled:pointer-events-none disabled:opacity-60';

const variants: Record<ButtonVariant, string> = {
  // Dark text on the golden accent: white on #f0af00 fails contrast.
  primary: 'bg-brand text-ink hover:bg-brand-400 active:bg-brand-600',
  secondary: 'bg-ink text-white hover:bg-gray-800',
  outline: 'border-2 border-ink text-ink hover:bg-ink hover:text-white',
  // For dark gradient heroes.
  'outline-light': 'border-2 border-white text-white hover:bg-white hover:text-ink',
  ghost: 'text-ink hover:bg-brand-50',
};

const sizes: Record<ButtonSize, string> = {
  sm: 'px-3 py-1.5 text-sm',
  // The header's map button: as tall as the menu buttons beside it.
  nav: 'px-3 py-2 text-sm xl:px-4',
  md: 'px-5 py-2.5 text-base',
  lg: 'px-7 py-3.5 text-lg',
};

export function buttonVariants({ variant = 'primary', size = 'md', className }: ButtonVariantOptions = {}): string {
  return cn(base, variants[variant], sizes[size], className);
}
