import type { Messages, Namespace } from '~/i18n/i18n'
import { createTranslate, type Translate } from '~/i18n/translate'
import enCommon from '~/i18n/locales/en/common.json'
import trCommon from '~/i18n/locales/tr/common.json'
import type { Language } from '../enums'

/*
 * Strings the server writes in the request's language: failure envelopes, field messages of a
 * form answered without its scripts, mails. The one place that turns a locale key into text on
 * the server (docs/product.md §8).
 */

/** One namespace's strings in both languages, from the locale JSON the caller imports (a server bundle keeps only those). */
export function serverText<N extends Namespace>(namespace: N, strings: Record<Language, Messages[N]>): Record<Language, Translate<N>> {
  return {
    tr: createTranslate('tr', { [namespace]: strings.tr } as Partial<Messages>, namespace),
    en: createTranslate('en', { [namespace]: strings.en } as Partial<Messages>, namespace),
  }
}

const common = serverText('common', { tr: trCommon, en: enCommon })

/** A common-namespace string by dotted key with {{params}} filled in; the key itself when unknown. */
export function commonMessage(lang: Language, key: string, params: Record<string, string | number> = {}): string {
  return common[lang](key as Parameters<(typeof common)['en']>[0], params)
}

/** A feature's own strings for its field messages: keys `<namespace>.…` are looked up there. */
export interface OwnMessages {
  namespace: Namespace
  text: Record<Language, (key: never, params?: { defaultValue?: string }) => string>
}

/**
 * A field message in the request's language: `<namespace>.…` from the feature's own strings when
 * given, `validation.*` from common (`validation.minLength:2` carries its parameter after the
 * colon), anything else as it is. An unknown key comes back as the message itself.
 */
export function fieldMessage(lang: Language, message: string, own?: OwnMessages): string {
  if (own && message.startsWith(`${own.namespace}.`)) {
    const translate = own.text[lang] as (key: string, params?: { defaultValue?: string }) => string
    return translate(message.slice(own.namespace.length + 1), { defaultValue: message })
  }
  const [key = message, param] = message.split(':')
  if (!key.startsWith('validation.')) return message
  return commonMessage(lang, key, { count: Number(param) })
}

/** Every field message of a failure in the request's language (see `fieldMessage`). */
export function fieldMessages(lang: Language, fields: Record<string, string>, own?: OwnMessages): Record<string, string>
export function fieldMessages(
  lang: Language,
  fields: Record<string, string> | undefined,
  own?: OwnMessages,
): Record<string, string> | undefined
export function fieldMessages(lang: Language, fields: Record<string, string> | undefined, own?: OwnMessages) {
  return fields ? Object.fromEntries(Object.entries(fields).map(([name, message]) => [name, fieldMessage(lang, message, own)])) : undefined
}
