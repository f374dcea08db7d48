import { describe, expect, it } from 'vitest'
import { MARK_END, MARK_START, SEARCH_WORDS_MAX, searchWords, splitHighlights, wordForms } from './search.rules'

describe('searchWords', () => {
  it('lower-cases by the language’s rules and splits at anything but letters and digits', () => {
    expect(searchWords("IŞIK İstanbul'da, YAZILIM-2026", 'tr')).toEqual(['ışık', 'istanbul', 'da', 'yazılım', '2026'])
    expect(searchWords('İstanbul DEVELOPERS', 'en')).toEqual(['istanbul', 'developers'])
  })

  it('drops repeats and keeps at most the first words', () => {
    expect(searchWords('a b a c d e f g h', 'en')).toEqual(['a', 'b', 'c', 'd', 'e', 'f'].slice(0, SEARCH_WORDS_MAX))
    expect(searchWords('"&|!:*()<>', 'tr')).toEqual([])
  })
})

describe('wordForms', () => {
  it('offers the base under a Turkish derivational suffix, never a base shorter than five letters', () => {
    expect(wordForms('yazılımcılar', 'tr')).toEqual(['yazılımcılar', 'yazılım'])
    expect(wordForms('hastanecilik', 'tr')).toEqual(['hastanecilik', 'hastane', 'hastaneci'])
    expect(wordForms('geçici', 'tr')).toEqual(['geçici'])
    expect(wordForms('developers', 'en')).toEqual(['developers'])
  })
})

describe('splitHighlights', () => {
  it('splits the marked words out and drops a stray mark', () => {
    expect(splitHighlights(`a ${MARK_START}b${MARK_END} c ${MARK_START}d`)).toEqual([
      { text: 'a ', marked: false },
      { text: 'b', marked: true },
      { text: ' c d', marked: false },
    ])
  })
})
