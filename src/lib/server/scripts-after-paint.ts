/**
 * A public page asks for its scripts once it has painted (decision 062). The router renders a
 * module preload link for every first-load chunk in the head and the client entry as a module
 * script at the end of the body; this stream rewrite drops the links and puts in the entry's
 * place one inline script that, after the browser reports the first contentful paint, adds the
 * same links and the entry. The page works before its scripts (docs/product.md §12), so the text
 * is never held up by them: on a slow link the document and the stylesheet have the bandwidth to
 * themselves, and the scripts follow at once.
 */

/** A module preload link the router renders (`<HeadContent />`, router-core `getScriptPreloadAttrs`). */
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g

/** The client entry the router renders (`<Scripts />`): a module script without content. */
const ENTRY = /<script type="module" async="" src="([^"]+)"([^>]*)><\/script>/

/** The start of the client entry's tag: a chunk that ends inside it waits for the rest. */
const ENTRY_START = '<script type="module" async="" src="'

const NONCE = / nonce="[^"]*"/

/**
 * The inline script that loads the page's scripts: when the first contentful paint is reported
 * (buffered, so one that came before the observer counts), one frame later where the browser
 * reports no paints, and after three seconds whatever happens (a tab opened in the background
 * paints only when shown; its scripts need not wait for that). One link per task, the entry
 * last: starting a request costs the main thread up to a few milliseconds on a slow machine, and
 * ten in one task made a long one.
 */
export function loaderScript(preloads: readonly string[], entry: string): string {
  // JSON inside a script element: `<` escaped so no `</script>` can end it early.
  const json = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c')
  return [
    `(()=>{let d=0;const q=${json(preloads)},go=()=>{if(!d){d=1;next()}},next=()=>{const h=q.shift();`,
    "if(h){const l=document.createElement('link');l.rel='modulepreload';l.href=h;document.head.append(l);setTimeout(next)}",
    `else{const s=document.createElement('script');s.type='module';s.src=${json(entry)};document.body.append(s)}};`,
    "if(self.PerformanceObserver?.supportedEntryTypes?.includes('paint'))",
    "new PerformanceObserver(l=>{if(l.getEntriesByName('first-contentful-paint').length)go()}).observe({type:'paint',buffered:true});",
    'else requestAnimationFrame(()=>setTimeout(go));',
    'setTimeout(go,3e3)})()',
  ].join('')
}

/**
 * Rewrites a streamed page: the preload links go, the entry becomes the loader (with the entry
 * tag's nonce). Each chunk is passed on up to its last `<`, or up to the entry when its closing
 * tag is not in (or is that last `<`), so no tag is cut in two; the links come in the head, before the entry, so the loader names them all.
 */
export function scriptsAfterPaint(): TransformStream<Uint8Array, Uint8Array> {
  const decoder = new TextDecoder()
  const encoder = new TextEncoder()
  const preloads: string[] = []
  let pending = ''
  const rewrite = (html: string) =>
    html
      .replace(PRELOAD, (_link, href: string) => {
        preloads.push(href)
        return ''
      })
      .replace(ENTRY, (_tag, src: string, rest: string) => `<script${NONCE.exec(rest)?.[0] ?? ''}>${loaderScript(preloads, src)}</script>`)
  return new TransformStream({
    transform(chunk, controller) {
      const text = pending + decoder.decode(chunk, { stream: true })
      const lastTag = text.lastIndexOf('<')
      const entryStart = text.lastIndexOf(ENTRY_START)
      const entryEnd = entryStart < 0 ? -1 : text.indexOf('</script>', entryStart)
      const cut = entryStart >= 0 && (entryEnd < 0 || entryEnd >= lastTag) ? entryStart : lastTag
      const ready = cut < 0 ? text.length : cut
      pending = text.slice(ready)
      if (ready > 0) controller.enqueue(encoder.encode(rewrite(text.slice(0, ready))))
    },
    flush(controller) {
      const text = pending + decoder.decode()
      if (text) controller.enqueue(encoder.encode(rewrite(text)))
    },
  })
}

/** A page's reply with its scripts loaded after the first paint; other replies as they are. */
export function withScriptsAfterPaint(response: Response): Response {
  if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('text/html')) return response
  const headers = new Headers(response.headers)
  headers.delete('Content-Length')
  return new Response(response.body.pipeThrough(scriptsAfterPaint()), {
    status: response.status,
    statusText: response.statusText,
    headers,
  })
}
