import type { PublicMessages } from '../tr'
import auth from './auth.json'
import common from './common.json'
import home from './home.json'

const messages: PublicMessages = { common, home, auth }
export default messages
