/// Judges a typed reading against the readings an item accepts.
///
/// ```swift
/// let matcher = ReadingMatcher(acceptedReadings: ["ひと.つ", "イチ"])
/// matcher.match("hitotsu")   // .right("ひと.つ")
/// matcher.match("ひと")       // .right("ひと.つ"): the stem alone is accepted
/// matcher.match("ichi")      // .right("イチ")
/// matcher.match("hitottsu")  // .nearMiss("ひと.つ")
/// ```
///
/// Comparison is in hiragana, ignoring okurigana dots and parentheses and affix dashes. A near
/// miss differs only in long vowels (おばさん for おばあさん, ー for a vowel, こうひい for
/// コーヒー) or in small っ. Romaji is read as an input method reads it ("nn" is ん), and the
/// Hepburn reading of a doubled n before a vowel is accepted too: "konnichiha" (こんいちは) and
/// "konnnichiha" are both right for こんにちは.
public struct ReadingMatcher: Sendable {
    /// The readings as listed, for reporting.
    public let acceptedReadings: [String]
    private let forms: [(reading: String, forms: [String])]

    public init(acceptedReadings: [String]) {
        self.acceptedReadings = acceptedReadings
        forms = acceptedReadings.map { ($0, ReadingNormalizer.forms(of: $0)) }
    }

    /// The verdict on `answer`, typed as romaji, kana or a mix.
    public func match(_ answer: String) -> ReadingMatch {
        let answers = ReadingNormalizer.answers(answer)
        guard !answers.isEmpty else { return .wrong }
        for typed in answers {
            for (reading, forms) in forms where forms.contains(typed) {
                return .right(reading)
            }
        }
        let keys = answers.map(Self.nearMissKey)
        for (reading, forms) in forms where forms.contains(where: { keys.contains(Self.nearMissKey($0)) }) {
            return .nearMiss(reading)
        }
        return .wrong
    }

    /// `kana` with long vowels and small っ taken out, so that near misses compare equal:
    /// ー goes, as does a vowel that lengthens the kana before it (ああ, おう, えい, ...).
    static func nearMissKey(_ kana: String) -> String {
        var key = ""
        var previous: Character?
        for character in kana {
            defer { previous = character }
            if character == "っ" || character == "ー" { continue }
            if let previous, let before = Kana.vowel(of: previous),
               let vowel = Self.plainVowels[character],
               vowel == before || (before == "o" && vowel == "u") || (before == "e" && vowel == "i") {
                continue
            }
            key.append(character)
        }
        return key
    }

    private static let plainVowels: [Character: Character] = ["あ": "a", "い": "i", "う": "u", "え": "e", "お": "o"]
}
