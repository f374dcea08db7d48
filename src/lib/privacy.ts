/**
 * The version of the information notice (`/{lang}/privacy`) that consents are given against
 * (docs/product.md §13.5): each stored consent records it. Change it with every change of the
 * notice's substance, so that a consent shows which text the person read.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-26'
