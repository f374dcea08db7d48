import { requestContext } from './request-context'
import { isTrusted, normalizeAddress, type TrustProxy } from './trust-proxy'

export { parseTrustProxy, type TrustProxy } from './trust-proxy'

/**
 * The client's address for logs and rate limits. Pure: the TCP peer and the X-Forwarded-For
 * header are read from the arguments only.
 *
 * The header is read from the right, the end the nearest proxy wrote; entries to the left of the
 * trusted hops were written by the client and are ignored. With `hops` N the Nth entry from the
 * right is the client; with a list, proxies are skipped from the right until an address that is
 * not one. An entry that is not an address stops the walk at the last good hop.
 */
export function clientAddress(request: Request, peerAddress: string | undefined, trustProxy: TrustProxy): string {
  const peer = normalizeAddress(peerAddress)
  if (trustProxy.mode === 'off') return peer ?? 'unknown'

  const forwarded = (request.headers.get('x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .reverse()

  if (trustProxy.mode === 'hops') {
    let current = peer
    for (let hop = 0; hop < trustProxy.hops && hop < forwarded.length; hop++) {
      const next = normalizeAddress(forwarded[hop])
      if (!next) break
      current = next
    }
    return current ?? 'unknown'
  }

  if (!peer || !isTrusted(trustProxy, peer)) return peer ?? 'unknown'
  let current = peer
  for (const entry of forwarded) {
    const next = normalizeAddress(entry)
    if (!next) break
    current = next
    if (!isTrusted(trustProxy, next)) break
  }
  return current
}

/** The TCP peer of a request as the Nitro (srvx) server saw it, before any X-Forwarded-For. */
export function peerAddress(request: Request): string | undefined {
  const node = (request as Request & { runtime?: { node?: { req?: { socket?: { remoteAddress?: string } } } } }).runtime?.node
  return node?.req?.socket?.remoteAddress ?? (request as Request & { ip?: string }).ip ?? undefined
}

/**
 * The client address inside a server function or a loader: the value the request middleware
 * (src/start.ts) computed once with TRUST_PROXY and stored in the start context.
 */
export function currentClientAddress(): string {
  return requestContext().clientAddress ?? 'unknown'
}
