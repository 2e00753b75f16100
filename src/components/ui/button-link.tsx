import type { AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router-dom';
import { buttonVariants, type ButtonSize, type ButtonVariant } from './button-variants';

export interface ButtonLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Site path (from paths.ts) or an absolute, tel: or mailto: URL. */
  to: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** History state for a site path (what the next page should know about where the visitor came from). */
  state?: unknown;
}

const isExternal = (to: string) => /^(https?:|tel:|mailto:)/i.test(to) || to.startsWith('#');

/** A link that looks like a button: client-side navigation for site paths, a plain <a> otherwise. */
export function ButtonLink({ to, variant, size, className, state, ...rest }: ButtonLinkProps) {
  const classes = buttonVariants({ variant, size, className });
  if (isExternal(to)) return <a href={to} className={classes} {...rest} />;
  return <Link to={to} state={state} className={classes} {...rest} />;
}
