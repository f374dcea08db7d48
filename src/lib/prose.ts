/** Typography for stored rich text (job descriptions, article bodies); the build has no typography plugin. */
export const proseClass = [
  'max-w-none text-base leading-relaxed text-ink',
  '[&_p]:my-4 [&_h2]:mt-8 [&_h2]:mb-3 [&_h2]:text-lg [&_h2]:font-semibold [&_h3]:mt-6 [&_h3]:mb-2 [&_h3]:font-semibold [&_h4]:mt-5 [&_h4]:mb-2 [&_h4]:font-semibold',
  '[&_ul]:my-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5',
  '[&_a]:text-brand-700 [&_a]:underline [&_strong]:font-semibold [&_blockquote]:border-l-4 [&_blockquote]:border-line [&_blockquote]:pl-4',
  '[&_img]:my-6 [&_img]:h-auto [&_img]:max-w-full [&_img]:rounded-lg',
  '[&>:first-child]:mt-0',
].join(' ')
