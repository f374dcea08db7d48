import { BlockList, isIP } from 'node:net'

/**
 * Which hops in front of the server may set `X-Forwarded-For` (docs/product.md §11, env TRUST_PROXY).
 * - `off`: no proxy is trusted; the client is the TCP peer, whatever the header says.
 * - `hops`: exactly this many proxies stand in front of the server (`1` = one reverse proxy).
 * - `list`: the proxies' own addresses or CIDR ranges; any other hop is the client.
 */
export type TrustProxy =
  | { readonly mode: 'off' }
  | { readonly mode: 'hops'; readonly hops: number }
  | { readonly mode: 'list'; readonly proxies: readonly string[]; readonly matcher: BlockList }

export const TRUST_NO_PROXY: TrustProxy = { mode: 'off' }

/** Highest hop count accepted: more proxies than this in a row is a configuration mistake. */
export const MAX_TRUSTED_HOPS = 16

/**
 * Parses TRUST_PROXY: empty/`false`/`0`/`off` → off; a whole number → that many hops; otherwise a
 * comma-separated list of IPv4/IPv6 addresses or CIDR ranges. Throws with a readable message.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = (value ?? '').trim()
  if (raw === '' || /^(?:false|off|no|0)$/i.test(raw)) return TRUST_NO_PROXY
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw)
    if (hops > MAX_TRUSTED_HOPS) throw new Error(`a hop count must be between 0 and ${MAX_TRUSTED_HOPS}, got ${raw}`)
    return { mode: 'hops', hops }
  }
  if (/^(?:true|on|yes|all|\*)$/i.test(raw)) {
    throw new Error('trusting every proxy would let any client choose its address: give a hop count or the proxy addresses')
  }
  const matcher = new BlockList()
  const proxies: string[] = []
  for (const part of raw.split(',')) {
    const entry = part.trim()
    if (!entry) continue
    const slash = entry.indexOf('/')
    const address = unmapIpv4(slash === -1 ? entry : entry.slice(0, slash))
    const family = isIP(address)
    if (family === 0) throw new Error(`"${entry}" is not an IP address or CIDR range`)
    const type = family === 4 ? 'ipv4' : 'ipv6'
    if (slash === -1) {
      matcher.addAddress(address, type)
    } else {
      const prefixText = entry.slice(slash + 1)
      const prefix = Number(prefixText)
      if (!/^\d{1,3}$/.test(prefixText) || prefix > (family === 4 ? 32 : 128)) {
        throw new Error(`"${entry}" has an invalid prefix length`)
      }
      matcher.addSubnet(address, prefix, type)
    }
    proxies.push(entry)
  }
  if (proxies.length === 0) throw new Error('expected a hop count or a comma-separated list of proxy addresses')
  return { mode: 'list', proxies, matcher }
}

/** `::ffff:1.2.3.4` → `1.2.3.4`, so an IPv4 client has one spelling whatever the socket family. */
function unmapIpv4(address: string): string {
  return /^::ffff:\d{1,3}(?:\.\d{1,3}){3}$/i.test(address) ? address.slice(7) : address
}

/**
 * One X-Forwarded-For entry as an address, or undefined when it is not one. Proxies sometimes add
 * a port (`1.2.3.4:5678`, `[2001:db8::1]:443`); that is dropped.
 */
export function normalizeAddress(value: string | undefined): string | undefined {
  if (!value) return undefined
  let address = value.trim()
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(address)
  if (bracketed?.[1]) address = bracketed[1]
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d{1,5}$/.test(address)) address = address.slice(0, address.lastIndexOf(':'))
  address = unmapIpv4(address)
  return isIP(address) === 0 ? undefined : address
}

export function isTrusted(trust: Extract<TrustProxy, { mode: 'list' }>, address: string): boolean {
  return trust.matcher.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4')
}
