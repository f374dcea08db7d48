import type { ComponentProps } from 'react'
import { cn } from '~/lib/cn'

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-brand-700/60',
  secondary: 'border border-line bg-white text-ink hover:bg-surface disabled:opacity-60 disabled:hover:bg-white',
  ghost: 'text-ink hover:bg-surface',
  danger: 'bg-red-700 text-white hover:bg-red-800',
} as const

/** `field` matches the height of an input beside it. */
const sizes = { md: 'h-10 px-4 text-sm', field: 'h-11 px-4 text-sm', lg: 'h-12 px-6 text-base', icon: 'size-10' } as const

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof variants
  size?: keyof typeof sizes
}

/** A button's classes, for a link that looks like one. */
export const buttonClass = (variant: keyof typeof variants = 'primary', size: keyof typeof sizes = 'md', className?: string) =>
  cn(
    'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed',
    variants[variant],
    sizes[size],
    className,
  )

export function Button({ variant = 'primary', size = 'md', className, ...props }: ButtonProps) {
  return <button className={buttonClass(variant, size, className)} {...props} />
}
