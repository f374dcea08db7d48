import type { Messages } from '../tr'
import auth from './auth.json'
import common from './common.json'
import dashboard from './dashboard.json'
import home from './home.json'

const messages: Messages = { common, home, auth, dashboard }

export default messages
