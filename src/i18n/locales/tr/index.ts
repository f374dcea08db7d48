import type auth from './auth.json'
import type common from './common.json'
import type dashboard from './dashboard.json'
import type home from './home.json'

/** Every namespace, typed from the Turkish strings (locales.test.ts keeps English in step). */
export type Messages = { common: typeof common; home: typeof home; auth: typeof auth; dashboard: typeof dashboard }
