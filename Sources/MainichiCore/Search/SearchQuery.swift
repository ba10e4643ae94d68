/// A search query prepared once per key press: the text as typed, and as kana when it spells some.
public struct SearchQuery: Sendable, Equatable {
    /// The query as typed, trimmed.
    public var text: String
    /// The query lowercased, as UTF-8, for headwords and English meanings.
    var typed: [UInt8]
    /// The kana the query spells (romaji converted, katakana as hiragana), as UTF-8; nil when none.
    var kana: [UInt8]?
    /// Whether English meanings are searched (the query is ASCII).
    var searchesEnglish: Bool

    /// Prepares `text`: "tabe" searches English for "tabe" and readings for "たべ".
    public init(_ text: String) {
        let trimmed = String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        self.text = trimmed
        let lower = trimmed.lowercased()
        typed = Array(lower.utf8)
        searchesEnglish = !trimmed.isEmpty && trimmed.allSatisfy(\.isASCII)
        if let kana = RomajiConverter.searchKana(for: trimmed) {
            self.kana = Array(Kana.hiragana(from: kana).utf8)
        } else {
            kana = nil
        }
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
