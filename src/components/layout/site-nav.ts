/** docs/product.md §2 navigation groups. Paths follow the language segment. */
export const navGroups = [
  {
    key: 'corporate',
    items: [
      { key: 'about', path: '/about' },
      { key: 'board', path: '/board' },
      { key: 'companies', path: '/companies' },
      { key: 'brands', path: '/brands' },
      { key: 'contact', path: '/contact' },
    ],
  },
  {
    key: 'career',
    items: [
      { key: 'jobs', path: '/jobs' },
      { key: 'life', path: '/life-at-hoi' },
    ],
  },
  {
    key: 'contents',
    items: [
      { key: 'together', path: '/together' },
      { key: 'values', path: '/values' },
      { key: 'press', path: '/press' },
    ],
  },
] as const

export type NavGroup = (typeof navGroups)[number]
export type NavItemKey = NavGroup['items'][number]['key']
