import type { SVGProps } from 'react'

/**
 * Icons for public pages, as plain SVG (paths from Lucide, ISC licence). lucide-react's runtime
 * costs about 1.5 KB gzip on every page that imports one icon; the public pages are held to a
 * JavaScript budget (decision 013), the dashboard keeps lucide-react. Decorative: hidden from
 * assistive technology — the control or text beside an icon names it. This module holds the
 * icons of the public frame (it ships with every page); page icons are in page-icons.tsx.
 */
type IconProps = Omit<SVGProps<SVGSVGElement>, 'children' | 'dangerouslySetInnerHTML'>

export const icon = (markup: string) =>
  function Icon(props: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="24"
        height="24"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
        aria-hidden
        focusable="false"
        {...props}
        dangerouslySetInnerHTML={{ __html: markup }}
      />
    )
  }

export const ChevronDownIcon = /* @__PURE__ */ icon('<path d="m6 9 6 6 6-6"/>')
export const MenuIcon = /* @__PURE__ */ icon('<path d="M4 5h16"/><path d="M4 12h16"/><path d="M4 19h16"/>')
/** The header's search: here, with the frame; page-icons.tsx would bring every page icon along. */
export const SearchIcon = /* @__PURE__ */ icon('<path d="m21 21-4.34-4.34"/><circle cx="11" cy="11" r="8"/>')
export const XIcon = /* @__PURE__ */ icon('<path d="M18 6 6 18"/><path d="m6 6 12 12"/>')
