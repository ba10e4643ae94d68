#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore

/// A kanji as the learner writes it in the Add kanji form: what a kanji deck of their own
/// stores for it, before the store gives it an id.
public struct KanjiDraft: Sendable, Equatable {
    /// The kanji, one character.
    public var kanji: String
    /// On'yomi in katakana.
    public var onyomi: [String]
    /// Kun'yomi in hiragana (okurigana after a dot: た.べる).
    public var kunyomi: [String]
    /// English meanings, most important first.
    public var meanings: [String]
    /// The stroke count; 0 while unknown.
    public var strokes: Int
    /// The radical, or empty.
    public var radical: String

    public init(kanji: String = "", onyomi: [String] = [], kunyomi: [String] = [], meanings: [String] = [], strokes: Int = 0,
                radical: String = "") {
        self.kanji = kanji
        self.onyomi = onyomi
        self.kunyomi = kunyomi
        self.meanings = meanings
        self.strokes = strokes
        self.radical = radical
    }

    /// The draft of a kanji from the decks (a bundled one, or one of the learner's to edit).
    public init(_ item: KanjiItem) {
        self.init(kanji: item.kanji, onyomi: item.onyomi, kunyomi: item.kunyomi, meanings: item.meanings, strokes: item.strokes,
                  radical: item.radical)
    }

    /// The core's draft of it.
    var itemDraft: UserItemDraft {
        UserItemDraft(word: kanji, reading: "", meanings: meanings,
                      kanji: UserItem.KanjiFields(onyomi: onyomi, kunyomi: kunyomi, strokes: strokes, radical: radical))
    }
}
