// The stage colours live with the dashboard's badges, shared with the templates and people.
export { applicationStatusTone } from '~/components/dashboard/status-badge'
