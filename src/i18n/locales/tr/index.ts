import auth from './auth.json'
import common from './common.json'
import dashboard from './dashboard.json'
import home from './home.json'

const messages = { common, home, auth, dashboard }
export type Messages = typeof messages
export default messages
