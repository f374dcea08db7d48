// Loaded into the server by `npm run memory` (`node --import`), never by the site itself: on
// SIGUSR2 it appends one JSON line to HOI_MEMORY_PROBE with `process.memoryUsage()` and the size of
// every live WebAssembly memory (PGlite's), after a full garbage collection when Node runs with
// --expose-gc. The WebAssembly memories are found by watching their construction and the exports
// of every instantiated module.
import fs from 'node:fs'

const file = process.env.HOI_MEMORY_PROBE
if (file) {
  const Memory = WebAssembly.Memory
  /** @type {Set<WeakRef<WebAssembly.Memory>>} */
  const memories = new Set()
  const track = (memory) => {
    for (const ref of memories) if (ref.deref() === memory) return
    memories.add(new WeakRef(memory))
  }
  WebAssembly.Memory = new Proxy(Memory, {
    construct(target, args, newTarget) {
      const memory = Reflect.construct(target, args, newTarget)
      track(memory)
      return memory
    },
  })
  const trackExports = (result) => {
    const instance = result instanceof WebAssembly.Instance ? result : result?.instance
    for (const value of Object.values(instance?.exports ?? {})) if (value instanceof Memory) track(value)
    return result
  }
  for (const name of ['instantiate', 'instantiateStreaming']) {
    const original = WebAssembly[name]
    WebAssembly[name] = (...args) => original.apply(WebAssembly, args).then(trackExports)
  }

  process.on('SIGUSR2', () => {
    globalThis.gc?.()
    const wasm = []
    for (const ref of memories) {
      const memory = ref.deref()
      if (memory) wasm.push(memory.buffer.byteLength)
      else memories.delete(ref)
    }
    fs.appendFileSync(file, `${JSON.stringify({ at: Date.now(), gc: Boolean(globalThis.gc), ...process.memoryUsage(), wasm })}\n`)
  })
}
