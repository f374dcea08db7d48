import { describe, expect, it } from 'vitest'
import { pictureHtml } from './media-picture'

describe('pictureHtml', () => {
  it('draws a <picture> with its sources, size and alt text, every attribute escaped', () => {
    const html = pictureHtml({
      id: 'x',
      src: '/api/public/images/x',
      width: 1600,
      height: 900,
      alt: 'Bir "alıntı" <script>alert(1)</script> & daha',
      sizes: '100vw',
      sources: [{ type: 'image/avif', srcset: '/a 480w' }],
      share: null,
    })
    expect(html).toBe(
      '<picture><source type="image/avif" srcset="/a 480w" sizes="100vw"><img src="/api/public/images/x" alt="Bir &quot;alıntı&quot; &lt;script&gt;alert(1)&lt;/script&gt; &amp; daha" width="1600" height="900" loading="lazy" decoding="async"></picture>',
    )
  })

  it('leaves the size out while it is unknown', () => {
    const html = pictureHtml({ id: 'x', src: '/i', width: null, height: null, alt: '', sizes: '100vw', sources: [], share: null })
    expect(html).toBe('<picture><img src="/i" alt="" loading="lazy" decoding="async"></picture>')
  })
})
