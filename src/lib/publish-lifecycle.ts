import type { JobStatus, PublishKind, PublishStatus, UserRole } from '~/lib/enums'

/**
 * The one publish lifecycle of jobs, contents and documents (docs/product.md §4.1;
 * decision 025). Client-safe and zod-free; the dashboard's menus and buttons, the badges and the
 * server's `setPublishStatus` all read it. Public pages do not import it.
 *
 * `draft → active → closed`, `active ↔ draft`, `closed → active` (reopen), any status →
 * `removed` (a soft delete), and `removed → draft` (restore) by an admin only. Jobs use all four
 * statuses; contents, documents and the corporate pages' entries (decision 061) have no `closed`.
 */
export type { PublishKind }

/** The statuses of a kind: a job's four, or the three of contents and documents. */
export type StatusOf<K extends PublishKind> = K extends 'job' ? JobStatus : PublishStatus

/** Every status of the lifecycle, in the order the product rules name them. */
export const lifecycleStatuses = ['draft', 'active', 'closed', 'removed'] as const satisfies readonly JobStatus[]

const kindStatuses: Record<PublishKind, readonly JobStatus[]> = {
  job: lifecycleStatuses,
  content: ['draft', 'active', 'removed'],
  document: ['draft', 'active', 'removed'],
  corporate: ['draft', 'active', 'removed'],
}

const transitions: Record<JobStatus, readonly JobStatus[]> = {
  draft: ['active', 'removed'],
  active: ['draft', 'closed', 'removed'],
  closed: ['active', 'removed'],
  removed: ['draft'],
}

/** Whether `status` belongs to the statuses of `kind`. */
export function isStatusOf<K extends PublishKind>(kind: K, status: string): status is StatusOf<K> {
  return kindStatuses[kind].some((known) => known === status)
}

/** Whether `role` may move an entity of `kind` from `from` to `to`. */
export function canChangeStatus<K extends PublishKind>(kind: K, from: StatusOf<K>, to: StatusOf<K>, role: UserRole): boolean {
  if (!isStatusOf(kind, from) || !isStatusOf(kind, to)) return false
  if (!transitions[from].includes(to)) return false
  return from !== 'removed' || role === 'admin'
}

/** The statuses `role` may move an entity of `kind` to from `from`, in lifecycle order. */
export function nextStatuses<K extends PublishKind>(kind: K, from: StatusOf<K>, role: UserRole): StatusOf<K>[] {
  return transitions[from].filter((to): to is StatusOf<K> => isStatusOf(kind, to) && canChangeStatus(kind, from, to, role))
}

/** What a create form offers: a new entity starts as a draft or goes live at once. */
export const createStatuses = ['draft', 'active'] as const satisfies readonly PublishStatus[]

/** What an edit form's status field offers: the current status and the allowed next ones. */
export const formStatuses = <K extends PublishKind>(kind: K, current: StatusOf<K> | undefined, role: UserRole): StatusOf<K>[] =>
  current ? [current, ...nextStatuses(kind, current, role)] : [...createStatuses]

/** Whether going to `to` is a restore (the only step out of `removed`), which menus word as such. */
export const isRestore = (from: JobStatus, to: JobStatus) => from === 'removed' && to === 'draft'
