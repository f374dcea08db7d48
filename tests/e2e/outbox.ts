/**
 * The mails the e2e server wrote (no SMTP_URL: each message is an .eml file under DATA_DIR/outbox,
 * src/lib/server/mail.ts), read as the recipient would: decoded, and searched for a link.
 * No runtime imports beyond Node: the screenshot script loads it too.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

/** DATA_DIR/outbox of the e2e server (tests/e2e/serve.mjs). */
export const E2E_OUTBOX = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'data', 'e2e', 'outbox')

export interface OutboxMail {
  file: string
  to: string
  subject: string
  /** The header block as written (folded lines joined, `\n` line ends): e.g. List-Unsubscribe. */
  headers: string
  /** The decoded text and HTML parts, one after the other. */
  body: string
  at: number
}

const decodeWords = (value: string) =>
  value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
    kind.toLowerCase() === 'b'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(
          text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16))),
          'latin1',
        ).toString('utf8'),
  )

function decodePart(part: string): string {
  const split = part.search(/\r?\n\r?\n/)
  if (split < 0) return ''
  const headers = part.slice(0, split)
  const body = part.slice(split).trim()
  if (/content-transfer-encoding:\s*base64/i.test(headers)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (/content-transfer-encoding:\s*quoted-printable/i.test(headers)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    return Buffer.from(bytes, 'latin1').toString('utf8')
  }
  return body
}

function header(raw: string, name: string): string {
  const match = new RegExp(`^${name}:\\s*((?:.*)(?:\\r?\\n[ \\t].*)*)`, 'im').exec(raw)
  return decodeWords((match?.[1] ?? '').replace(/\r?\n[ \t]/g, ' ')).trim()
}

/** Every mail in `dir`, oldest first. */
export function readOutbox(dir = E2E_OUTBOX): OutboxMail[] {
  let files: string[]
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.eml'))
  } catch {
    return []
  }
  return files
    .map((file) => {
      const full = path.join(dir, file)
      const raw = readFileSync(full, 'utf8')
      const headerEnd = raw.search(/\r?\n\r?\n/)
      const head = raw.slice(0, headerEnd)
      const boundary = /boundary="?([^";\r\n]+)"?/i.exec(head)?.[1]
      const body = boundary ? raw.split(`--${boundary}`).slice(1).map(decodePart).join('\n') : decodePart(raw)
      const headers = head.replace(/\r\n/g, '\n').replace(/\n[ \t]+/g, ' ')
      return { file: full, to: header(head, 'To'), subject: header(head, 'Subject'), headers, body, at: statSync(full).mtimeMs }
    })
    .sort((a, b) => a.at - b.at)
}

/** Waits (up to `timeoutMs`) for mails to `to` that match `filter`; the worker sends within a second or two. */
export async function waitForMails(
  to: string,
  filter: (mail: OutboxMail) => boolean,
  { count = 1, timeoutMs = 20_000, dir = E2E_OUTBOX } = {},
) {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const found = readOutbox(dir).filter((mail) => mail.to.toLowerCase().includes(to.toLowerCase()) && filter(mail))
    if (found.length >= count) return found
    if (Date.now() > deadline) throw new Error(`no mail to ${to} within ${timeoutMs} ms (found ${found.length} of ${count})`)
    await delay(250)
  }
}

/** The private application links (path and token) a mail carries. */
export function privateLinks(mail: OutboxMail): Array<{ path: string; lang: string; token: string }> {
  return [...mail.body.matchAll(/https?:\/\/[^/\s"]+\/(tr|en)\/applications\/([A-Za-z0-9_-]{43})/g)].map(([, lang, token]) => ({
    path: `/${lang}/applications/${token}`,
    lang: lang!,
    token: token!,
  }))
}
