import { createHash, randomBytes } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import type { Db } from '~/db/client'
import { previewLinks } from '~/db/schema'
import type { PreviewKind } from '~/lib/enums'
import { PREVIEW_TOKEN_PATTERN } from '~/lib/preview-links'

/*
 * Share-preview tokens (decision 057, docs/product.md §21): 32 random bytes in base64url, shown
 * once to the editor who makes the link; only their SHA-256 is stored and looked up. Shared by the
 * previews feature (the links, the preview pages) and the contents' image route (a draft's images
 * seen through its link).
 */

export const newPreviewToken = () => randomBytes(32).toString('base64url')

export const hashPreviewToken = (token: string) => createHash('sha256').update(token).digest('hex')

/**
 * The entry a live link's token opens: not revoked, not expired. An unknown, expired or revoked
 * token is the same null (no oracle), and a malformed one never reaches the database.
 */
export async function previewLinkTarget(
  db: Db,
  token: string,
  now = new Date(),
): Promise<{ kind: PreviewKind; entityId: string; expiresAt: Date } | null> {
  if (!PREVIEW_TOKEN_PATTERN.test(token)) return null
  const [row] = await db
    .select({ kind: previewLinks.kind, entityId: previewLinks.entityId, expiresAt: previewLinks.expiresAt })
    .from(previewLinks)
    .where(and(eq(previewLinks.tokenHash, hashPreviewToken(token)), isNull(previewLinks.revokedAt), gt(previewLinks.expiresAt, now)))
  return row ?? null
}
