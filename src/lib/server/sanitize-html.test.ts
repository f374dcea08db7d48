import { describe, expect, it } from 'vitest'
import { sanitizeRichText } from './sanitize-html'

describe('sanitizeRichText', () => {
  it('keeps the editor formatting', () => {
    const html =
      '<h2>Başlık</h2><h3>Alt</h3><p><strong>kalın</strong> <em>eğik</em> <u>alt</u> <s>üstü</s><br></p>' +
      '<ul><li>bir</li></ul><ol><li>iki</li></ol><blockquote><p>alıntı</p></blockquote><pre><code>x</code></pre>'
    expect(sanitizeRichText(html)).toBe(html.replace('<br>', '<br />'))
  })

  it('removes scripts with their text, event handlers, styles and unknown tags', () => {
    expect(sanitizeRichText('<p onclick="x()" style="color:red">a<script>alert(1)</script></p><img src=x onerror="alert(1)">')).toBe(
      '<p>a</p>',
    )
    expect(sanitizeRichText('<style>p{}</style><div><span class="c">metin</span></div><iframe src="https://e.example"></iframe>')).toBe(
      'metin',
    )
  })

  it('allows http, https, mailto and tel links only', () => {
    expect(sanitizeRichText('<a href="javascript:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeRichText('<a href="JaVaScRiPt:alert(1)">x</a>')).toBe('<a>x</a>')
    expect(sanitizeRichText('<a href="data:text/html,x">x</a>')).toBe('<a>x</a>')
    for (const href of ['https://hoi.example/a', 'http://hoi.example', 'mailto:ik@hoi.example', 'tel:+902120000000'])
      expect(sanitizeRichText(`<a href="${href}" title="t">x</a>`)).toBe(`<a href="${href}" title="t">x</a>`)
  })

  it('forces rel="noopener noreferrer" on links that open a new tab', () => {
    expect(sanitizeRichText('<a href="https://e.example" target="_blank" rel="opener">x</a>')).toBe(
      '<a href="https://e.example" target="_blank" rel="noopener noreferrer">x</a>',
    )
  })
})
