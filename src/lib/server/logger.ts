import pino from 'pino'
import { getEnv } from '../env'

let logger: pino.Logger | undefined

/** Drizzle puts a failed query's parameters (hashes, personal data) in the message: keep them out of logs. */
const redactParams = (text: string) => text.replace(/params: [^\n]*/g, 'params: [redacted]')

/** pino's error serializer, without query parameters anywhere in the error or its causes. */
export function serializeError(error: unknown): unknown {
  if (!(error instanceof Error)) return error
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>
  const clean = (value: unknown): unknown => {
    if (!value || typeof value !== 'object') return value
    const record = value as Record<string, unknown>
    delete record.params
    for (const key of ['message', 'stack'] as const) if (typeof record[key] === 'string') record[key] = redactParams(record[key])
    if (record.cause) record.cause = clean(record.cause)
    return record
  }
  return clean(serialized)
}

export function getLogger(): pino.Logger {
  if (logger) return logger
  const env = getEnv()
  logger = pino({
    level: env.LOG_LEVEL,
    base: undefined,
    serializers: { err: serializeError },
    redact: ['password', '*.password', 'passwordHash', '*.passwordHash', 'token', '*.token'],
  })
  return logger
}
