/// A search query prepared once per key press: the text as typed, and as kana when it spells some.
public struct SearchQuery: Sendable, Equatable {
    /// The query as typed, trimmed.
    public var text: String
    /// The query lowercased, as UTF-8, for headwords and English meanings.
    var typed: [UInt8]
    /// The kana the query spells (romaji converted, katakana as hiragana), as UTF-8; nil when none.
    var kana: [UInt8]?
    /// Other kana the query may spell, as UTF-8: the Hepburn readings of a doubled n before a
    /// vowel ("konnichi" spells こんいち, and also こんにち). Usually empty.
    var kanaAlternatives: [[UInt8]]
    /// Whether English meanings are searched (the query is ASCII).
    var searchesEnglish: Bool

    /// Prepares `text`: "tabe" searches English for "tabe" and readings for "たべ".
    public init(_ text: String) {
        let trimmed = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        self.text = trimmed
        let lower = trimmed.lowercased()
        typed = Array(lower.utf8)
        searchesEnglish = !trimmed.isEmpty && trimmed.allSatisfy(\.isASCII)
        let candidates = RomajiConverter.searchKanaCandidates(for: trimmed)
        kana = candidates.first.map { Array(Kana.hiragana(from: $0).utf8) }
        kanaAlternatives = candidates.dropFirst().map { Array(Kana.hiragana(from: $0).utf8) }
    }

    /// The kana the query spells, for a hint next to the field ("tabe" gives "たべ"), or nil when
    /// the query has no romaji to convert.
    public var kanaHint: String? {
        guard let kana, text.contains(where: { $0.isASCII && $0.isLetter }) else { return nil }
        return String(decoding: kana, as: UTF8.self)
    }

    /// Whether there is nothing to search for.
    public var isEmpty: Bool { typed.isEmpty }
}
