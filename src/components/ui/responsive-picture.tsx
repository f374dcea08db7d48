import type { MediaPicture } from '~/lib/media-picture'

/**
 * A media item as a `<picture>` (decision 059): AVIF and WebP `srcset`s with `sizes`, the original
 * as the fallback `<img>` with its width and height (the browser keeps its room, nothing shifts)
 * and its alt text ('' when decorative). No script: public pages may use it.
 */
export function ResponsivePicture({
  picture,
  sizes = picture.sizes,
  eager = false,
  className,
}: {
  picture: MediaPicture
  sizes?: string
  eager?: boolean
  className?: string
}) {
  return (
    <picture>
      {picture.sources.map((source) => (
        <source key={source.type} type={source.type} srcSet={source.srcset} sizes={sizes} />
      ))}
      <img
        src={picture.src}
        alt={picture.alt ?? ''}
        width={picture.width ?? undefined}
        height={picture.height ?? undefined}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        {...(eager ? { fetchPriority: 'high' as const } : {})}
        className={className}
      />
    </picture>
  )
}
