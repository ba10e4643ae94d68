/// One question of a quiz: the item asked about and, for multiple choice, the options.
public struct QuizQuestion: Sendable, Equatable {
    /// The item asked about.
    public let item: StudyItem
    /// The meanings to pick from (multiple choice only; empty otherwise). One of them is the item's
    /// own; there are fewer than four when the deck has too few different meanings.
    public let choices: [String]
    /// The index in `choices` of the right meaning (0 when there are no choices).
    public let answerIndex: Int
    /// The readings a typed answer may match (typed reading only; empty otherwise).
    public let acceptedReadings: [String]
    /// The language of the meanings the question shows (English unless the learner reads Korean).
    public let meaningLanguage: MeaningLanguage

    public init(item: StudyItem, choices: [String] = [], answerIndex: Int = 0, acceptedReadings: [String] = [],
                meaningLanguage: MeaningLanguage = .english) {
        self.item = item
        self.choices = choices
        self.answerIndex = answerIndex
        self.acceptedReadings = acceptedReadings
        self.meaningLanguage = meaningLanguage
    }

    /// The meaning as a multiple-choice option shows it: every meaning, joined ("eat; live on"),
    /// in `language` ("먹다").
    public static func displayedMeaning(of item: StudyItem, in language: MeaningLanguage = .english) -> String {
        item.meaningSummary(in: language)
    }

    /// The right meaning, as shown among the choices.
    public var rightMeaning: String { Self.displayedMeaning(of: item, in: meaningLanguage) }

    /// Whether a typed-reading question asks for the word itself, shown by its meaning: the word
    /// is written in kana only (ゼロ, バス), so showing it would show the answer. Romaji is
    /// typed as usual; a katakana word may be typed in hiragana, since matching normalises kana.
    public var asksForWord: Bool {
        guard !acceptedReadings.isEmpty, let word = item.vocab else { return false }
        return word.isKanaOnly || (!word.word.isEmpty && word.word.allSatisfy(Kana.isKana))
    }

    /// The readings a typed answer for `item` may match: a word's reading and the kana-only ways
    /// to write it; a kanji's on'yomi and kun'yomi without okurigana or affix markers (whole and
    /// stem alone).
    public static func acceptedReadings(of item: StudyItem) -> [String] {
        switch item {
        case .vocab(let word):
            var readings = [word.reading]
            for alternate in word.alternates where !alternate.isEmpty && alternate.allSatisfy(Kana.isKana)
                && !readings.contains(alternate) {
                readings.append(alternate)
            }
            return readings.filter { !$0.isEmpty }
        case .kanji(let kanji):
            return kanji.answerReadings
        }
    }

    /// The readings an on'yomi question accepts: a kanji's on'yomi; every reading of a kanji
    /// without one (込, a kanji made in Japan) and of a word.
    public static func onyomiReadings(of item: StudyItem) -> [String] {
        if let kanji = item.kanji, !kanji.onyomi.isEmpty { return kanji.onyomi }
        return acceptedReadings(of: item)
    }

    /// Whether this question asks for a kanji's on'yomi alone (an on'yomi test of a kanji that has one).
    public func asksForOnyomi(in mode: TestMode) -> Bool {
        mode == .onyomi && !(item.kanji?.onyomi.isEmpty ?? true)
    }

    /// The right answer in words, for feedback and the result screen: the meaning for multiple
    /// choice and flashcards, the readings for typed reading.
    public func rightAnswer(for mode: TestMode) -> String {
        switch mode {
        case .multipleChoice: return rightMeaning
        case .meaningToWord: return Self.displayedWord(of: item)
        case .typedReading: return Self.readingsText(of: item)
        case .flashcard: return [Self.displayedReadings(of: item), rightMeaning].filter { !$0.isEmpty }.joined(separator: "  ")
        case .onyomi: return Self.onyomiReadings(of: item).map(KanjiReading.display).joined(separator: ", ")
        }
    }

    /// The word as a word-choice option shows it: "電話  でんわ", a kana word alone, a kanji with
    /// its first reading.
    public static func displayedWord(of item: StudyItem) -> String {
        let reading = item.primaryReading
        return reading.isEmpty || reading == item.headword ? item.headword : item.headword + "  " + reading
    }

    /// Every reading in display form, for headlines and lists: a word's reading ("たべる"); a
    /// kanji's on'yomi, then two spaces, then its kun'yomi ("ニチ、ジツ  ひ、〜び、〜か").
    public static func displayedReadings(of item: StudyItem) -> String {
        switch item {
        case .vocab(let word):
            return word.reading
        case .kanji(let kanji):
            return [kanji.onyomi.joined(separator: "、"), kanji.displayKunyomi.joined(separator: "、")]
                .filter { !$0.isEmpty }.joined(separator: "  ")
        }
    }

    /// The readings as the learner sees them: "たべる", or for a kanji "ニチ, ジツ, ひ, 〜び, 〜か".
    public static func readingsText(of item: StudyItem) -> String {
        switch item {
        case .vocab(let word):
            let readings = acceptedReadings(of: item)
            return readings.isEmpty ? word.word : readings.joined(separator: ", ")
        case .kanji(let kanji): return (kanji.onyomi + kanji.displayKunyomi).joined(separator: ", ")
        }
    }
}
