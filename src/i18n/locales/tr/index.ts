import auth from './auth.json'
import common from './common.json'
import type dashboard from './dashboard.json'
import home from './home.json'

/** Every namespace; the dashboard one is loaded only inside the dashboard. */
export type Messages = { common: typeof common; home: typeof home; auth: typeof auth; dashboard: typeof dashboard }
export type PublicMessages = Omit<Messages, 'dashboard'>

const messages: PublicMessages = { common, home, auth }
export default messages
