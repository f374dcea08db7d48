import { describe, expect, it } from 'vitest'
import { valueText, wordDiff } from './version-diff'

describe('word diff', () => {
  it('marks the words removed and added between two texts, keeping the rest', () => {
    expect(wordDiff('Our clinic opens in March.', 'Our new clinic opens in April.')).toEqual([
      { kind: 'same', text: 'Our ' },
      { kind: 'added', text: 'new ' },
      { kind: 'same', text: 'clinic opens in ' },
      { kind: 'removed', text: 'March.' },
      { kind: 'added', text: 'April.' },
    ])
    expect(wordDiff('', 'Yeni metin')).toEqual([{ kind: 'added', text: 'Yeni metin' }])
    expect(wordDiff('Aynı', 'Aynı')).toEqual([{ kind: 'same', text: 'Aynı' }])
  })

  it('reads HTML as its text, a paragraph a line', () => {
    expect(valueText('<p>Birinci &amp; ikinci</p><ul><li>Madde</li></ul>')).toBe('Birinci & ikinci\nMadde')
    expect(valueText(null)).toBe('')
    expect(valueText(['a', 'b'])).toBe('a, b')
  })
})
