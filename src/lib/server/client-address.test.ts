import { describe, expect, it } from 'vitest'
import { clientAddress, currentClientAddress, parseTrustProxy, peerAddress } from './client-address'
import { normalizeAddress } from './trust-proxy'

const withXff = (xff?: string) => new Request('http://localhost/', { headers: xff === undefined ? {} : { 'x-forwarded-for': xff } })

describe('clientAddress', () => {
  it('ignores X-Forwarded-For entirely when no proxy is trusted', () => {
    const off = parseTrustProxy(undefined)
    expect(clientAddress(withXff('1.2.3.4'), '203.0.113.9', off)).toBe('203.0.113.9')
    expect(clientAddress(withXff(), '::ffff:203.0.113.9', off)).toBe('203.0.113.9')
    expect(clientAddress(withXff('1.2.3.4'), undefined, off)).toBe('unknown')
  })

  it('with one trusted hop takes the rightmost entry, whatever the client put on the left', () => {
    const one = parseTrustProxy('1')
    expect(clientAddress(withXff('198.51.100.7'), '10.0.0.2', one)).toBe('198.51.100.7')
    // The client sent "X-Forwarded-For: 6.6.6.6, 7.7.7.7"; the proxy appended the real peer.
    expect(clientAddress(withXff('6.6.6.6, 7.7.7.7, 198.51.100.7'), '10.0.0.2', one)).toBe('198.51.100.7')
    // No header (a request that bypassed the proxy's header logic): the peer itself.
    expect(clientAddress(withXff(), '10.0.0.2', one)).toBe('10.0.0.2')
  })

  it('with N hops takes the Nth entry from the right', () => {
    const two = parseTrustProxy('2')
    expect(clientAddress(withXff('6.6.6.6, 198.51.100.7, 10.0.0.1'), '10.0.0.2', two)).toBe('198.51.100.7')
    // Fewer entries than hops: the leftmost there is.
    expect(clientAddress(withXff('198.51.100.7'), '10.0.0.2', two)).toBe('198.51.100.7')
  })

  it('with a list walks from the right past the trusted proxies only', () => {
    const list = parseTrustProxy('10.0.0.0/8, 2001:db8::1')
    expect(clientAddress(withXff('6.6.6.6, 198.51.100.7, 10.1.2.3'), '10.0.0.2', list)).toBe('198.51.100.7')
    expect(clientAddress(withXff('6.6.6.6, 198.51.100.7'), '2001:db8::1', list)).toBe('198.51.100.7')
    // A peer that is not a trusted proxy is the client, whatever it claims.
    expect(clientAddress(withXff('1.2.3.4'), '198.51.100.8', list)).toBe('198.51.100.8')
    // IPv4-mapped peers match IPv4 ranges.
    expect(clientAddress(withXff('198.51.100.7'), '::ffff:10.9.9.9', list)).toBe('198.51.100.7')
    // Only proxies in the chain: the leftmost of them.
    expect(clientAddress(withXff('10.0.0.5, 10.0.0.4'), '10.0.0.2', list)).toBe('10.0.0.5')
  })

  it('stops at the last good hop when an entry is not an address', () => {
    expect(clientAddress(withXff('<script>, 198.51.100.7'), '10.0.0.2', parseTrustProxy('2'))).toBe('198.51.100.7')
    expect(clientAddress(withXff('garbage'), '10.0.0.2', parseTrustProxy('1'))).toBe('10.0.0.2')
    expect(clientAddress(withXff('198.51.100.7, unknown'), '10.0.0.2', parseTrustProxy('10.0.0.0/8'))).toBe('10.0.0.2')
  })

  it('drops ports that some proxies add', () => {
    expect(normalizeAddress('198.51.100.7:5123')).toBe('198.51.100.7')
    expect(normalizeAddress('[2001:db8::7]:443')).toBe('2001:db8::7')
    expect(normalizeAddress('2001:db8::7')).toBe('2001:db8::7')
    expect(normalizeAddress('999.1.1.1')).toBeUndefined()
    expect(clientAddress(withXff('198.51.100.7:5123'), '10.0.0.2', parseTrustProxy('1'))).toBe('198.51.100.7')
  })
})

describe('peerAddress and currentClientAddress', () => {
  it('reads the socket address of a Nitro (srvx) request, else its ip', () => {
    const request = Object.assign(withXff('1.2.3.4'), { runtime: { node: { req: { socket: { remoteAddress: '::1' } } } } })
    expect(peerAddress(request)).toBe('::1')
    expect(peerAddress(Object.assign(withXff(), { ip: '127.0.0.1' }))).toBe('127.0.0.1')
    expect(peerAddress(withXff())).toBeUndefined()
  })

  it('is "unknown" outside a request', () => {
    expect(currentClientAddress()).toBe('unknown')
  })
})
