import { expect, it } from 'vitest'
import { decodeEntities } from './html-text'

it('decodes the references sanitized HTML holds and leaves the rest', () => {
  expect(decodeEntities('Tom &amp; Jerry &lt;b&gt; &quot;x&quot; &#39;y&#x27; &nbsp;&copy; &#0; &#x110000;')).toBe(
    'Tom & Jerry <b> "x" \'y\'  &copy; &#0; &#x110000;',
  )
})
