#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A search query prepared once per key press: the text as typed, and as kana when it spells some.
public struct SearchQuery: Sendable, Equatable {
    /// The query as typed, trimmed.
    public var text: String
    /// The query lowercased, as UTF-8, for headwords and English meanings.
    var typed: [UInt8]
    /// The kana the query spells (romaji converted, katakana as hiragana), as UTF-8; nil when none.
    /// Without an unfinished romaji tail ("cat" gives か, with "t" pending).
    var kana: [UInt8]?
    /// Other kana the query may spell, as UTF-8: the Hepburn readings of a doubled n before a
    /// vowel ("konnichi" spells こんいち, and also こんにち). Usually empty.
    var kanaAlternatives: [[UInt8]]
    /// The romaji still being typed after `kana`, lowercased ("t" in "cat"); empty when the
    /// query converts completely.
    public var pendingRomaji: String
    /// The kana (Unicode scalar values) that may come right after `kana` for the pending romaji to
    /// fit: た ち つ て と and っ for "t". Empty when nothing is pending.
    var pendingKanaStarts: [UInt32]
    /// The kana with a pending "n" read as ん ("hon" gives ほん), as UTF-8; nil otherwise. Searched
    /// as complete kana, so 本 (ほん) ranks as an exact match for "hon".
    var completedKana: [UInt8]? {
        guard pendingRomaji == "n", let kana else { return nil }
        return kana + Array("ん".utf8)
    }
    /// Whether English meanings are searched (the query is ASCII).
    var searchesEnglish: Bool
    /// Whether Korean meanings and cognates are searched (the query holds a Hangul syllable).
    public var searchesKorean: Bool

    /// Prepares `text`: "tabe" searches English for "tabe" and readings for "たべ"; "cat" searches
    /// English for "cat" and readings that start with か followed by a t-syllable (かた, かっ, ...).
    ///
    /// The text is first normalised (`UnicodeFolding.foldingWidth`), so kana with combining marks (NFD, as pasted from
    /// macOS or a PDF), fullwidth romaji (ｔｅｎ) and half-width katakana (ｼﾞｭｳ) search as
    /// their ordinary forms.
    public init(_ text: String) {
        let normalized = UnicodeFolding.foldingWidth(text)
        let trimmed = String(normalized.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
        self.text = trimmed
        let lower = trimmed.lowercased()
        typed = Array(lower.utf8)
        searchesEnglish = !trimmed.isEmpty && trimmed.allSatisfy(\.isASCII)
        searchesKorean = trimmed.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
        let candidates = RomajiConverter.searchKanaCandidates(for: trimmed)
        kana = candidates.first.map { Array(Kana.hiragana(from: $0).utf8) }
        kanaAlternatives = candidates.dropFirst().map { Array(Kana.hiragana(from: $0).utf8) }
        if let converted = candidates.first {
            pendingRomaji = String(RomajiConverter.convert(lower).dropFirst(converted.count))
        } else {
            pendingRomaji = ""
        }
        pendingKanaStarts = Self.kanaStarts(forPending: pendingRomaji)
    }

    /// The first kana of every syllable that starts with `romaji` ("t": た ち つ て と, and っ
    /// for a doubled t), as Unicode scalar values.
    static func kanaStarts(forPending romaji: String) -> [UInt32] {
        guard !romaji.isEmpty else { return [] }
        var starts = Set<UInt32>()
        let vowels = ["a", "i", "u", "e", "o"]
        let endings = vowels + ["y", "h", "s", "w"].flatMap { consonant in vowels.map { consonant + $0 } }
        for ending in endings {
            let kana = Kana.hiragana(from: RomajiConverter.convert(romaji + ending))
            if let first = kana.unicodeScalars.first, !first.isASCII { starts.insert(first.value) }
        }
        if romaji == "n" { starts.insert(0x3093) }  // ん
        if romaji.count == 1, let letter = romaji.first, letter.isLetter, !"aeioun".contains(letter) {
            starts.insert(0x3063)  // っ, as the start of a doubled consonant
        }
        return starts.sorted()
    }

    /// The kana the query spells, for a hint next to the field ("tabe" gives "たべ"), with the
    /// romaji still pending in parentheses ("cat" gives "か(t)"); nil when the query has no
    /// romaji to convert, or does not spell kana alone: English words with spaces or signs
    /// between them ("to eat" is no reading, so no "と えあ(t)").
    public var kanaHint: String? {
        guard let kana, text.contains(where: { $0.isASCII && $0.isLetter }) else { return nil }
        let converted = String(decoding: kana, as: UTF8.self)
        guard converted.allSatisfy(Kana.isKana) else { return nil }
        return pendingRomaji.isEmpty ? converted : "\(converted)(\(pendingRomaji))"
    }

    /// Whether there is nothing to search for.
    public var isEmpty: Bool { typed.isEmpty }
}
