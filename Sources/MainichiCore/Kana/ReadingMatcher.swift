#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Judges a typed reading against the readings an item accepts: the one rule for tests, reviews
/// and games.
///
/// ```swift
/// let matcher = ReadingMatcher(acceptedReadings: ["ひと.つ", "イチ"])
/// matcher.match("hitotsu")   // .right("ひと.つ")
/// matcher.match("ひと")       // .right("ひと.つ"): the stem alone is accepted
/// matcher.match("ichi")      // .right("イチ")
/// matcher.match("hitottsu")  // .nearMiss(ReadingSlip(kind: .smallKana, reading: "ひと.つ"))
/// let forWord = ReadingMatcher(item: item, library: library)  // what tests and reviews use
/// ```
///
/// Comparison is in hiragana, ignoring okurigana dots and parentheses and affix dashes; width
/// variants count (fullwidth ｊｕｕ, half-width ｼﾞｭｳ). Romaji is read as an input method reads it
/// ("nn" is ん), and the Hepburn reading of a doubled n before a vowel is accepted too:
/// "konnichiha" (こんいちは) and "konnnichiha" are both right for こんにちは.
///
/// A wrong answer is a near miss, checked in this order, when it differs from a reading only in
/// long vowels (おばさん for おばあさん, ー for a vowel, こうひい for コーヒー), only in small kana
/// (っ, ゃゅょ written large or left out), only in dakuten (は/ば/ぱ), in long vowels and small
/// kana together; when it is the reading of another word with the same kanji (from the related
/// kanji's example words); or when it reads the word's kanji another way (their on'yomi and
/// kun'yomi put together, いちにち for 一日 read ついたち). When the word is asked by its meaning,
/// the reading of another word with a meaning in common (`sharingMeaning(with:)`) is a near miss
/// too, checked first: ありがとう for どうも, both "thank you".
public struct ReadingMatcher: Sendable {
    /// The readings as listed, for reporting.
    public let acceptedReadings: [String]
    private let forms: [(reading: String, forms: [String])]
    /// The word asked about (to leave it out of the other words).
    private let word: String?
    /// Other words with the same kanji: normalised reading to the word.
    private let otherWords: [String: String]
    /// For each character of the word, the readings it may take (the kanji's on and kun, or the
    /// kana itself); empty when the word has no kanji known to the decks.
    private let characterReadings: [[String]]
    /// Words that share a meaning with the one asked: normalised reading to the word.
    private var synonyms: [String: String] = [:]

    /// A matcher for `acceptedReadings` alone (no other words, no on/kun check).
    public init(acceptedReadings: [String]) {
        self.init(acceptedReadings: acceptedReadings, word: nil, relatedKanji: [])
    }

    /// A matcher for `item` with the rule every screen shares: `QuizQuestion.acceptedReadings(of:)`,
    /// with `relatedKanji` (the kanji the word is written with, or the kanji itself) giving the
    /// other words and readings a near miss may come from.
    public init(item: StudyItem, relatedKanji: [KanjiItem]) {
        self.init(acceptedReadings: QuizQuestion.acceptedReadings(of: item), word: item.headword, relatedKanji: relatedKanji)
    }

    /// A matcher for the on'yomi of `kanji`: a kun'yomi is an on/kun near miss, the reading of one
    /// of its example words an other-word one. A kanji without on'yomi accepts every reading.
    public init(onyomiOf kanji: KanjiItem) {
        self.init(acceptedReadings: QuizQuestion.onyomiReadings(of: .kanji(kanji)), word: kanji.kanji, relatedKanji: [kanji])
    }

    /// A matcher for `item`, with its kanji looked up in `library`.
    public init(item: StudyItem, library: DeckLibrary) {
        self.init(item: item, relatedKanji: Self.relatedKanji(of: item, in: library))
    }

    init(acceptedReadings: [String], word: String?, relatedKanji: [KanjiItem]) {
        self.acceptedReadings = acceptedReadings
        self.word = word
        forms = acceptedReadings.map { ($0, ReadingNormalizer.forms(of: $0)) }
        var others: [String: String] = [:]
        for kanji in relatedKanji {
            for example in kanji.examples where example.word != word && !example.reading.isEmpty {
                let reading = ReadingNormalizer.answer(example.reading)
                if others[reading] == nil { others[reading] = example.word }
            }
        }
        otherWords = others
        let byCharacter = Dictionary(relatedKanji.map { ($0.kanji, $0) }, uniquingKeysWith: { first, _ in first })
        if let word, word.contains(where: Kana.isKanji), relatedKanji.count > 0 {
            characterReadings = word.map { character in
                guard let kanji = byCharacter[String(character)] else { return [Kana.hiragana(from: String(character))] }
                return kanji.answerReadings.map { Kana.hiragana(from: $0) }
            }
        } else {
            characterReadings = []
        }
    }

    /// The kanji of `item` the decks hold: a kanji item itself, or each kanji of a word once.
    public static func relatedKanji(of item: StudyItem, in library: DeckLibrary) -> [KanjiItem] {
        if let kanji = item.kanji { return [kanji] }
        var seen = Set<Character>()
        return item.headword.compactMap { character in
            guard Kana.isKanji(character), seen.insert(character).inserted else { return nil }
            return library.item(withID: "k:\(character)")?.kanji
        }
    }

    /// This matcher, also taking the words of `items` that share a meaning with `asked` (compared
    /// without case and surrounding spaces) as near misses: for a word asked by its meaning, where
    /// another word of the test fits the meaning shown.
    public func sharingMeaning(with asked: StudyItem, among items: [StudyItem]) -> ReadingMatcher {
        let key = { (meaning: String) in meaning.trimmingWhitespace().lowercased() }
        let meanings = Set(asked.meanings.map(key))
        var copy = self
        for item in items where item.id != asked.id && item.headword != asked.headword {
            guard let word = item.vocab, item.meanings.contains(where: { meanings.contains(key($0)) }) else { continue }
            for reading in [word.reading, word.word] where !reading.isEmpty {
                let normalised = ReadingNormalizer.answer(reading)
                if copy.synonyms[normalised] == nil { copy.synonyms[normalised] = word.word }
            }
        }
        return copy
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
        for typed in answers {
            if let other = synonyms[typed] {
                return .nearMiss(ReadingSlip(kind: .otherWord, reading: acceptedReadings.first ?? "", otherWord: other,
                                             sharesMeaning: true))
            }
        }
        let keyed: [(SlipKind, (String) -> String)] = [
            (.longVowel, Self.longVowelKey), (.smallKana, Self.smallKanaKey), (.smallKana, Self.smallTsuKey),
            (.dakuten, Self.dakutenKey), (.longVowel, Self.nearMissKey),
        ]
        for (kind, key) in keyed {
            let keys = answers.map(key)
            for (reading, forms) in forms where forms.contains(where: { keys.contains(key($0)) }) {
                return .nearMiss(ReadingSlip(kind: kind, reading: reading))
            }
        }
        let first = acceptedReadings.first ?? ""
        for typed in answers {
            if let other = otherWords[typed] {
                return .nearMiss(ReadingSlip(kind: .otherWord, reading: first, otherWord: other))
            }
        }
        if !characterReadings.isEmpty, answers.contains(where: { Self.spells($0, with: characterReadings) }) {
            return .nearMiss(ReadingSlip(kind: .onKun, reading: first))
        }
        return .wrong
    }

    /// Whether `text` is the characters' readings put together, one reading per character.
    static func spells(_ text: String, with readings: [[String]]) -> Bool {
        let characters = Array(text)
        var reachable = Set([0])
        for options in readings {
            var next = Set<Int>()
            for start in reachable {
                for option in options where !option.isEmpty {
                    let piece = Array(option)
                    let end = start + piece.count
                    if end <= characters.count, Array(characters[start..<end]) == piece { next.insert(end) }
                }
            }
            reachable = next
            if reachable.isEmpty { return false }
        }
        return reachable.contains(characters.count)
    }

    // MARK: - Near-miss keys

    /// `kana` with long vowels and small っ taken out, so that near misses compare equal:
    /// ー goes, as does a vowel that lengthens the kana before it (ああ, おう, えい, ...).
    static func nearMissKey(_ kana: String) -> String {
        longVowelKey(String(kana.filter { $0 != "っ" }))
    }

    /// `kana` with ー and every vowel that lengthens the kana before it taken out.
    static func longVowelKey(_ kana: String) -> String {
        var key = ""
        var previous: Character?
        for character in kana {
            defer { previous = character }
            if character == "ー" { continue }
            if let previous, let before = Kana.vowel(of: previous),
               let vowel = Self.plainVowels[character],
               vowel == before || (before == "o" && vowel == "u") || (before == "e" && vowel == "i") {
                continue
            }
            key.append(character)
        }
        return key
    }

    /// `kana` with small kana written large and small っ left out (がこう, がっこう).
    static func smallKanaKey(_ kana: String) -> String {
        String(kana.compactMap { $0 == "っ" ? nil : (Self.largeKana[$0] ?? $0) })
    }

    /// `kana` with small kana written large, っ as つ (がつこう, がっこう).
    static func smallTsuKey(_ kana: String) -> String {
        String(kana.map { $0 == "っ" ? "つ" : (Self.largeKana[$0] ?? $0) })
    }

    /// `kana` without dakuten and handakuten (ば and ぱ as は).
    static func dakutenKey(_ kana: String) -> String {
        UnicodeFolding.removingVoicing(kana)
    }

    private static let plainVowels: [Character: Character] = ["あ": "a", "い": "i", "う": "u", "え": "e", "お": "o"]
    private static let largeKana: [Character: Character] = [
        "ゃ": "や", "ゅ": "ゆ", "ょ": "よ", "ぁ": "あ", "ぃ": "い", "ぅ": "う", "ぇ": "え", "ぉ": "お", "ゎ": "わ",
    ]
}
