import { randomBytes, randomInt } from 'node:crypto'
import { hash, verify } from '@node-rs/argon2'

// argon2id is @node-rs/argon2's default algorithm; parameters are OWASP's second recommendation.
const argonOptions = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, argonOptions)
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password).catch(() => false)
}

let dummyHash: Promise<string> | undefined
/** Spends the same time on an unknown e-mail as on a wrong password. */
export function burnVerify(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'))
  return dummyHash.then((h) => verifyPassword(h, password)).then(() => false as const)
}

const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789'
/** 20 characters from a 56-symbol alphabet: about 116 bits. */
export function generatePassword(length = 20): string {
  let out = ''
  for (let i = 0; i < length; i++) out += PASSWORD_ALPHABET[randomInt(PASSWORD_ALPHABET.length)]
  return out
}
