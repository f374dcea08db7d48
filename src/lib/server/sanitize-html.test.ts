import { describe, expect, it } from 'vitest'
import { normalizeHeadings, sanitizeArticleHtml, sanitizeRichText } from './sanitize-html'

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

describe('normalizeHeadings', () => {
  it('moves a body whose headings start at h1 down to h2, keeping its structure', () => {
    expect(normalizeHeadings('<h1>A</h1><p>x</p><h2>A.1</h2><h1>B</h1>')).toBe('<h2>A</h2><p>x</p><h3>A.1</h3><h2>B</h2>')
  })

  it('closes skipped levels: h2 then h4 becomes h2 then h3, and a body starting at h3 starts at h2', () => {
    expect(normalizeHeadings('<h2>A</h2><h4>A.1</h4><h4>A.2</h4><h2>B</h2>')).toBe('<h2>A</h2><h3>A.1</h3><h3>A.2</h3><h2>B</h2>')
    expect(normalizeHeadings('<h3>A</h3><h4>A.1</h4>')).toBe('<h2>A</h2><h3>A.1</h3>')
  })

  it('keeps a nested heading under the heading it follows: h1, h3, h2 becomes h2, h3, h3', () => {
    expect(normalizeHeadings('<h1>A</h1><h3>deep</h3><h2>sub</h2>')).toBe('<h2>A</h2><h3>deep</h3><h3>sub</h3>')
  })

  it('goes no deeper than h4, and leaves bodies without headings or with good ones as they are', () => {
    expect(normalizeHeadings('<h2>a</h2><h3>b</h3><h4>c</h4><h5>d</h5><h6>e</h6>')).toBe(
      '<h2>a</h2><h3>b</h3><h4>c</h4><h4>d</h4><h4>e</h4>',
    )
    const good = '<h2>A</h2><p>t</p><h3>A.1</h3><h4>A.1.a</h4><h2>B</h2>'
    expect(normalizeHeadings(good)).toBe(good)
    expect(normalizeHeadings('<p>no heading &lt;h1&gt;</p>')).toBe('<p>no heading &lt;h1&gt;</p>')
  })

  it('runs when rich text is saved: a pasted h1 stays a heading (h2) instead of losing its tag', () => {
    expect(sanitizeRichText('<h1 style="x">Title</h1><h3>Sub</h3>')).toBe('<h2>Title</h2><h3>Sub</h3>')
    expect(sanitizeArticleHtml('<h1>Title</h1><h4>Deep</h4>')).toBe('<h2>Title</h2><h3>Deep</h3>')
  })
})
