#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension DeckLibrary {
    /// The kanji of `word`'s headword that the kanji decks have not taught by the word's day, in
    /// order, each once.
    ///
    /// A kanji is taught by then when its kanji deck is of an easier level than the word, or of the
    /// same level on the word's day or before (vocabulary day d and kanji day d are studied
    /// together); a kanji no deck holds is never taught. Words and kanji of decks without a level are left as written. Decodes the kanji decks it needs.
    public func untaughtKanji(in word: VocabItem) -> [Character] {
        var seen = Set<Character>()
        return word.word.filter { character in
            guard Self.isKanji(character), seen.insert(character).inserted else { return false }
            guard let kanji = item(withID: "k:\(character)")?.kanji else { return true }
            // A word or kanji of a deck without a level (a learner's own deck) has no plan to follow.
            guard let kanjiLevel = kanji.level, let wordLevel = word.level else { return false }
            return kanjiLevel > wordLevel || (kanjiLevel == wordLevel && kanji.day > word.day)
        }.map { $0 }
    }

    /// Whether a character is a CJK ideograph (々 is not: it repeats the kanji before it).
    static func isKanji(_ character: Character) -> Bool {
        guard let scalar = character.unicodeScalars.first else { return false }
        switch scalar.value {
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: return true
        default: return false
        }
    }
}
