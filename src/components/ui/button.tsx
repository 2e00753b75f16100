import type { ButtonHTMLAttributes } from 'react';
import { buttonVariants, type ButtonSize, type ButtonVariant } from './button-variants';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant, size, className, type = 'button', ...rest }: ButtonProps) {
  // type="button" by default so a button inside a form never submits it by accident.
  return <button type={type} className={buttonVariants({ variant, size, className })} {...rest} />;
}
