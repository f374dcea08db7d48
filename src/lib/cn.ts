/**
 * Joins class names (clsx). No class merging: components take care not to pass a class that
 * fights one of their own (a merge library would add 8 KB to every page, decision 013).
 */
export { clsx as cn } from 'clsx'
