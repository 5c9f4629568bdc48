import type { ComponentProps } from 'react';
import { Link } from 'react-router';
import type { LinkProps } from 'react-router';
import { buttonClasses } from './button-styles.ts';
import type { ButtonVariant } from './button-styles.ts';

interface ButtonProps extends ComponentProps<'button'> {
  variant?: ButtonVariant;
}

export function Button({
  variant = 'primary',
  className = '',
  type = 'button',
  ...props
}: ButtonProps) {
  return <button type={type} className={buttonClasses(variant, className)} {...props} />;
}

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
}

export function ButtonLink({ variant = 'primary', className = '', ...props }: ButtonLinkProps) {
  return (
    <Link
      className={buttonClasses(variant, typeof className === 'string' ? className : '')}
      {...props}
    />
  );
}
