/*
 * The dashboard home's activity lines: which audit actions have a sentence of their own in
 * `dashboard.json` (`home.activity.actions.<key>`). Every action the code records is here, so no
 * line falls back to "did something" (dashboard.rules.test.ts checks the sources).
 */
export const ACTIVITY_ACTIONS = [
  'job_create',
  'job_update',
  'job_status',
  'application_submit',
  'application_status',
  'application_note',
  'application_delete',
  'application_purge',
  'application_resume_download',
  'application_export',
  'application_withdraw',
  'application_erase',
  'application_data_export',
  'application_link',
  'application_bulk_status',
  'application_resume_zip',
  'person_merge',
  'person_split',
  'person_delete',
  'interview_schedule',
  'interview_reschedule',
  'interview_cancel',
  'scorecard_save',
  'scorecard_submit',
  'content_create',
  'content_update',
  'content_status',
  'document_create',
  'document_update',
  'document_status',
  // Recorded as `${kind}.schedule` / `.unschedule` / `.review` (decisions 058, 060).
  'job_schedule',
  'job_unschedule',
  'job_review',
  'content_schedule',
  'content_unschedule',
  'content_review',
  'document_schedule',
  'document_unschedule',
  'document_review',
  // The corporate pages' entries (decision 061).
  'corporate_create',
  'corporate_update',
  'corporate_status',
  'corporate_move',
  'corporate_review',
  'image_upload',
  'user_create',
  'user_activate',
  'user_deactivate',
  'user_reset_password',
  'user_change_password',
  'user_companies',
  'template_create',
  'template_update',
  'template_delete',
  'contact_submit',
  'contact_status',
  'contact_delete',
  'contact_purge',
] as const
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number] | 'other'

/** The sentence key of an audit action (`job.status` → `job_status`), `other` for one without a sentence. */
export function activityKey(action: string): ActivityAction {
  const key = action.replace('.', '_')
  return (ACTIVITY_ACTIONS as readonly string[]).includes(key) ? (key as ActivityAction) : 'other'
}
