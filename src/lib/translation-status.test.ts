import { describe, expect, it } from 'vitest'
import { clocksAfterSave, clocksOfSave, translationStatuses } from './translation-status'

const at = (minute: number) => new Date(Date.UTC(2026, 10, 1, 9, minute))
const clock = (changed: number, reviewed: number) => ({ textChangedAt: at(changed), reviewedAt: at(reviewed) })

describe('translation clocks', () => {
  it('leaves the other language behind after an original change', () => {
    const after = clocksAfterSave({ tr: clock(0, 0), en: clock(0, 0) }, ['tr'], at(10))
    expect(after).toEqual({ tr: clock(10, 10) })
    const statuses = translationStatuses({ tr: { live: true, clock: clock(10, 10) }, en: { live: true, clock: clock(0, 0) } })
    expect(statuses).toEqual([
      { language: 'tr', state: 'live', needsUpdate: false },
      { language: 'en', state: 'live', needsUpdate: true },
    ])
  })

  it('brings both in step when the version that was behind is updated, without flagging the other back', () => {
    // Turkish changed at 10; English, behind, is updated at 20.
    const after = clocksAfterSave({ tr: clock(10, 10), en: clock(0, 0) }, ['en'], at(20))
    expect(after).toEqual({ en: clock(20, 20), tr: clock(10, 20) })
    expect(translationStatuses({ tr: { live: true, clock: after.tr! }, en: { live: false, clock: after.en! } })).toEqual([
      { language: 'tr', state: 'live', needsUpdate: false },
      { language: 'en', state: 'draft', needsUpdate: false },
    ])
  })

  it('counts a new translation as catching up, and both languages saved together as in step', () => {
    expect(clocksAfterSave({ tr: clock(0, 0) }, ['en'], at(5))).toEqual({ en: clock(5, 5), tr: clock(0, 5) })
    expect(clocksAfterSave({ tr: clock(10, 10), en: clock(0, 0) }, ['tr', 'en'], at(30))).toEqual({ tr: clock(30, 30), en: clock(30, 30) })
    expect(clocksAfterSave({ tr: clock(0, 0), en: clock(0, 0) }, [], at(30))).toEqual({})
  })

  it('says a language without a version is missing', () => {
    expect(translationStatuses({ tr: { live: false, clock: clock(0, 0) } })).toEqual([
      { language: 'tr', state: 'draft', needsUpdate: false },
      { language: 'en', state: 'missing', needsUpdate: false },
    ])
  })
})

describe('the clocks of a save', () => {
  it('moves only the languages whose text changed', () => {
    const before = { tr: { text: 'Başlık', clock: clock(0, 0) }, en: { text: 'Title', clock: clock(0, 0) } }
    expect(clocksOfSave(before, { tr: 'Başlık', en: 'Title' }, at(10))).toEqual({ tr: clock(0, 0), en: clock(0, 0) })
    expect(clocksOfSave(before, { tr: 'Yeni başlık', en: 'Title' }, at(10))).toEqual({ tr: clock(10, 10), en: clock(0, 0) })
    expect(clocksOfSave({ tr: before.tr }, { en: 'Title' }, at(10))).toEqual({ tr: clock(0, 10), en: clock(10, 10) })
  })
})
