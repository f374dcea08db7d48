import { describe, expect, it } from 'vitest'
import { loaderScript, scriptsAfterPaint, withScriptsAfterPaint } from './scripts-after-paint'

/** A page as the router renders it (tags copied from a production build, text shortened). */
const PAGE = [
  '<!DOCTYPE html><html lang="tr"><head><meta charSet="utf-8"/>',
  '<link rel="modulepreload" href="/assets/index-XboswW9K.js" fetchPriority="low" nonce="n0nce=="/>',
  '<link rel="modulepreload" href="/assets/shell-CCpXODJa.js" fetchPriority="low" nonce="n0nce=="/>',
  '<link rel="icon" href="/favicon.svg" type="image/svg+xml" nonce="n0nce=="/>',
  '<title>Arama — HOI Holding</title></head><body><main><h1>Arama</h1><p>Türkçe sayfalar ğüşıöç</p></main>',
  '<script nonce="n0nce==">(self.$R=self.$R||{})["tsr"]=[];if(1<2&&3>2){}</script>',
  '<script type="module" async="" src="/assets/index-XboswW9K.js" nonce="n0nce=="></script>',
  '<script nonce="n0nce==">document.currentScript.remove();</script></body></html>',
].join('')

const LOADER = `<script nonce="n0nce==">${loaderScript(['/assets/index-XboswW9K.js', '/assets/shell-CCpXODJa.js'], '/assets/index-XboswW9K.js')}</script>`

const EXPECTED = PAGE.replace(/<link rel="modulepreload"[^>]*\/>/g, '').replace(
  '<script type="module" async="" src="/assets/index-XboswW9K.js" nonce="n0nce=="></script>',
  LOADER,
)

/** The page streamed through the rewrite in chunks cut at the given byte offsets. */
async function rewritten(bytes: Uint8Array, cuts: number[]): Promise<string> {
  const edges = [0, ...cuts, bytes.length]
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 1; i < edges.length; i++) controller.enqueue(bytes.slice(edges[i - 1], edges[i]))
      controller.close()
    },
  })
  return new Response(stream.pipeThrough(scriptsAfterPaint())).text()
}

describe('scriptsAfterPaint', () => {
  it('drops the module preloads and puts the loader, with the nonce and every preload, where the entry was', async () => {
    expect(await rewritten(new TextEncoder().encode(PAGE), [])).toBe(EXPECTED)
    expect(EXPECTED).not.toContain('modulepreload" href')
    expect(EXPECTED).not.toContain('<script type="module"')
    expect(EXPECTED).toContain('<link rel="icon"')
  })

  it('gives the same page however the stream is cut, inside a tag, a character or the entry', async () => {
    const bytes = new TextEncoder().encode(PAGE)
    for (let cut = 1; cut < bytes.length; cut++) {
      expect(await rewritten(bytes, [cut]), `cut at ${cut}`).toBe(EXPECTED)
    }
    const everyByte = Array.from({ length: bytes.length - 1 }, (_, i) => i + 1)
    expect(await rewritten(bytes, everyByte)).toBe(EXPECTED)
  })

  it('leaves a page without the router’s scripts as it is', async () => {
    const plain = '<!DOCTYPE html><html><body><p>503</p><script nonce="x">1<2</script></body></html>'
    expect(await rewritten(new TextEncoder().encode(plain), [20, 60])).toBe(plain)
  })
})

describe('loaderScript', () => {
  it('cannot end its script element early, whatever a file is called', () => {
    const script = loaderScript(['/assets/a</script><script>alert(1)</script>.js'], '/assets/</script>.js')
    expect(script).not.toContain('</script>')
    expect(script).toContain('\\u003c/script>')
  })
})

describe('withScriptsAfterPaint', () => {
  it('rewrites HTML without the stale length and passes anything else through', async () => {
    const html = new Response(PAGE, { status: 404, headers: { 'content-type': 'text/html; charset=utf-8', 'content-length': '9' } })
    const page = withScriptsAfterPaint(html)
    expect(page.status).toBe(404)
    expect(page.headers.has('content-length')).toBe(false)
    expect(await page.text()).toBe(EXPECTED)
    const json = new Response('{"a":1}', { headers: { 'content-type': 'application/json' } })
    expect(withScriptsAfterPaint(json)).toBe(json)
  })
})
