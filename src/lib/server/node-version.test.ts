import { expect, it } from 'vitest'
import { unsupportedNodeMessage } from './node-version'

it('accepts Node 24 and later', () => {
  expect(unsupportedNodeMessage('24.0.0')).toBeUndefined()
  expect(unsupportedNodeMessage('24.21.0')).toBeUndefined()
  expect(unsupportedNodeMessage('v25.1.0')).toBeUndefined()
})

it('refuses older versions in one line that names the command to use', () => {
  for (const version of ['20.20.2', 'v22.19.0', '23.11.1']) {
    const message = unsupportedNodeMessage(version)
    expect(message).toContain(`Node v${version.replace(/^v/, '')} cannot run this server`)
    expect(message).toContain('node_modules/.bin/node .output/server/index.mjs')
    expect(message).not.toContain('\n')
  }
})

it('refuses a version it cannot read', () => {
  expect(unsupportedNodeMessage('')).toBeDefined()
})
