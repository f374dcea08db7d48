import { describe, expect, it, vi } from 'vitest'
import { AppError } from '../errors'
import { getLogger } from './logger'
import { answerPageForm, readPostedForm, typedBack } from './page-form'

const page = () => new Response('<!doctype html><p>the page</p>', { status: 200, headers: { 'Content-Type': 'text/html' } })

describe('answerPageForm', () => {
  it('redirects with 303 to the result when the post succeeds, without rendering the page', async () => {
    const render = vi.fn(page)
    const response = await answerPageForm('en', render, async () => ({ ok: true, location: '/en/dashboard' }))
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/en/dashboard')
    expect(response.headers.get('cache-control')).toBe('no-store')
    expect(render).not.toHaveBeenCalled()
  })

  it("renders the page again under the failure's status", async () => {
    const render = vi.fn(async () => ({ response: page() }))
    const invalid = await answerPageForm('tr', render, async () => ({
      ok: false,
      error: new AppError('invalid', { fields: { email: 'validation.required' } }),
      values: { email: '' },
    }))
    expect(invalid.status).toBe(400)
    expect(invalid.headers.get('content-type')).toBe('text/html')
    expect(invalid.headers.get('cache-control')).toBe('no-store')
    expect(await invalid.text()).toContain('the page')
    expect(render).toHaveBeenCalledOnce()
  })

  it("follows the page's own redirect with 303 (a post to a job that does not exist leads to not-found)", async () => {
    const render = async () => new Response(null, { status: 307, headers: { Location: '/en/not-found' } })
    const missing = await answerPageForm('en', render, async () => ({ ok: false, error: new AppError('not_found'), values: {} }))
    expect(missing.status).toBe(303)
    expect(missing.headers.get('location')).toBe('/en/not-found')
  })

  it('says when to try again after a rate limit', async () => {
    const limited = await answerPageForm('en', page, async () => ({
      ok: false,
      error: new AppError('rate_limited', { retryAfterSeconds: 120 }),
      values: {},
    }))
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('120')
  })

  it('answers an unexpected failure as internal (500) with the page, not a stack, and logs it', async () => {
    const logged = vi.spyOn(getLogger(), 'error').mockImplementation(() => undefined)
    const failed = await answerPageForm('en', page, async () => {
      throw new Error('database is on fire')
    })
    expect(failed.status).toBe(500)
    expect(await failed.text()).not.toContain('database is on fire')
    expect(logged).toHaveBeenCalledOnce()
    logged.mockRestore()
  })
})

describe('readPostedForm', () => {
  it('reads a url-encoded form', async () => {
    const form = await readPostedForm(
      new Request('http://x/en/login', {
        method: 'POST',
        body: 'email=a%40b.c',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      }),
    )
    expect(form.get('email')).toBe('a@b.c')
  })

  it('refuses another body type with 415', async () => {
    const reading = readPostedForm(
      new Request('http://x/en/login', { method: 'POST', body: '{}', headers: { 'Content-Type': 'application/json' } }),
    )
    await expect(reading).rejects.toMatchObject({ code: 'unsupported_media_type' })
  })
})

describe('typedBack', () => {
  it('drops control characters and bounds the length', () => {
    expect(typedBack('a\u0000b\u001bc\u007Fd\ne', 254)).toBe('abcde')
    expect(typedBack('x'.repeat(300), 254)).toHaveLength(254)
  })
})
