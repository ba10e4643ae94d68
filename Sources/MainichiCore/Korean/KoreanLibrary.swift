#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The Korean readings of the deck kanji and the Korean cognates of words, read from the decks
/// directory's `korean.txt` on first use.
///
/// The file (made by `tools/decks/build_korean.py`) is tab-separated, one record a line, `#`
/// comments: `K kanji form readings` (readings separated by "; "), `W word hanja hangul`,
/// `F word hangul reason`, `J kanji` (a kanji made in Japan, which has no Korean reading). A missing file gives no readings; a malformed line is skipped with a
/// warning naming the file and line. Not thread-safe: use it from one thread.
public final class KoreanLibrary {
    /// The file the data comes from.
    public let url: URL
    /// Problems met while reading, each naming the file and line.
    public private(set) var warnings: [String] = []

    private var loaded = false
    private var kanji: [String: KoreanReading] = [:]
    private var words: [String: KoreanCognate] = [:]
    private var madeInJapan: Set<String> = []

    /// The library for a decks directory (reading `korean.txt` inside it).
    public convenience init(decksDirectory: URL) {
        self.init(url: decksDirectory.appendingPathComponent("korean.txt"))
    }

    public init(url: URL) {
        self.url = url
    }

    /// The Korean reading of one kanji, or nil when none is known.
    public func reading(for kanji: String) -> KoreanReading? {
        load()
        return self.kanji[kanji]
    }

    /// The Korean cognate (or false friend) of a word, or nil when it has none.
    public func cognate(for word: String) -> KoreanCognate? {
        load()
        return words[word]
    }

    /// Whether a kanji was made in Japan (kokuji: 働, 込), so that Korean has no reading for it.
    public func isMadeInJapan(_ kanji: String) -> Bool {
        load()
        return madeInJapan.contains(kanji)
    }

    /// The number of kanji with a reading.
    public var kanjiCount: Int {
        load()
        return kanji.count
    }

    /// The Hangul of every word's Korean cognate in `korean.txt` at `url`, by word: what
    /// `cognate(for:)` gives as `.word`, read without the kanji readings (which the search index
    /// does not use). A word listed again later takes that line, as in `cognate(for:)`: as a false
    /// friend it has no cognate. Empty when the file is missing or unreadable.
    ///
    /// Lines and fields are split as bytes (a line feed or a tab is always a character of its
    /// own); a file holding a carriage return, which joins a following line feed into one
    /// character, is read by `load()` instead.
    public static func wordCognates(contentsOf url: URL) -> [String: String] {
        guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else { return [:] }
        guard !text.utf8.contains(UInt8(ascii: "\r")) else {
            let library = KoreanLibrary(url: url)
            library.load()
            return library.words.compactMapValues { cognate in
                if case .word(_, let hangul) = cognate { return hangul }
                return nil
            }
        }
        var cognates: [String: String] = [:]
        for line in Array(text.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            guard let first = line.first else { continue }
            // "#" starts a comment unless a combining mark joins it into another character.
            if first == UInt8(ascii: "#"), String(decoding: line, as: UTF8.self).hasPrefix("#") { continue }
            let fields = line.split(separator: UInt8(ascii: "\t"), omittingEmptySubsequences: false)
            guard fields.count == 4 else { continue }
            let kind = TextSanitizer.sanitize(String(decoding: fields[0], as: UTF8.self))
            guard kind == "W" || kind == "F" else { continue }
            let word = TextSanitizer.sanitize(String(decoding: fields[1], as: UTF8.self))
            cognates[word] = kind == "W" ? TextSanitizer.sanitize(String(decoding: fields[3], as: UTF8.self)) : nil
        }
        return cognates
    }

    private func load() {
        guard !loaded else { return }
        loaded = true
        guard let data = try? Data(contentsOf: url), let text = String(data: data, encoding: .utf8) else { return }
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map {
                TextSanitizer.sanitize(String($0))
            }
            switch (fields.first, fields.count) {
            case ("K", 4) where !fields[3].isEmpty:
                kanji[fields[1]] = KoreanReading(form: fields[2], readings: fields[3].components(separatedBy: "; "))
            case ("W", 4):
                words[fields[1]] = .word(hanja: fields[2], hangul: fields[3])
            case ("F", 4):
                words[fields[1]] = .falseFriend(hangul: fields[2], reason: fields[3])
            case ("J", 2) where !fields[1].isEmpty:
                madeInJapan.insert(fields[1])
            default:
                warnings.append("\(url.lastPathComponent): line \(number + 1): expected K, W or F and 3 tab-separated fields, or J and a kanji")
            }
        }
    }
}
