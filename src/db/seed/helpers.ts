// Shared by the demo seed's jobs and contents: relative dates and small HTML builders.

export const DAY_MS = 24 * 60 * 60 * 1000

/** The moment `days` before `now`. */
export const daysAgo = (now: number, days: number) => new Date(now - days * DAY_MS)

/** A calendar date (YYYY-MM-DD, UTC) `days` from `now`. */
export const dateInDays = (now: number, days: number) => new Date(now + days * DAY_MS).toISOString().slice(0, 10)

export const p = (text: string) => `<p>${text}</p>`
export const h3 = (text: string) => `<h3>${text}</h3>`
export const strong = (text: string) => `<strong>${text}</strong>`
export const ul = (...items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`
export const html = (...blocks: string[]) => blocks.join('\n')
