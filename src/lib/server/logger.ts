import pino from 'pino'
import { getEnv } from '../env'

let logger: pino.Logger | undefined

export function getLogger(): pino.Logger {
  if (logger) return logger
  const env = getEnv()
  logger = pino({
    level: env.LOG_LEVEL,
    base: undefined,
    redact: ['password', '*.password', 'passwordHash', '*.passwordHash', 'token'],
  })
  return logger
}
