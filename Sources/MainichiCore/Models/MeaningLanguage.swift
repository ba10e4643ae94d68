/// The language of the meanings a learner reads: the decks' English meanings, their Korean ones
/// (`ko`), or both. An item without Korean meanings shows its English ones in every case.
public enum MeaningLanguage: String, Codable, Sendable, CaseIterable {
    case english
    case korean
    /// Korean first, then English.
    case both

    /// The meanings of an item with `english` and `korean` ones, in this language: Korean when
    /// asked and given, else English; both puts the Korean ones first.
    public func meanings(english: [String], korean: [String]) -> [String] {
        switch self {
        case .english: english
        case .korean: korean.isEmpty ? english : korean
        case .both: korean + english
        }
    }

    /// The meanings on one line: "공부(하다); 학습", with both "공부(하다) / study; diligence".
    public func summary(english: [String], korean: [String]) -> String {
        switch self {
        case .both where !korean.isEmpty:
            korean.joined(separator: "; ") + " / " + english.joined(separator: "; ")
        default:
            meanings(english: english, korean: korean).joined(separator: "; ")
        }
    }

    /// The meanings of the interface language when the learner has not chosen: Korean meanings in
    /// Korean, English ones in English.
    public static func `default`(for language: Language) -> MeaningLanguage {
        language == .korean ? .korean : .english
    }
}

extension StudyItem {
    /// The item's Korean meanings (empty when its deck gives none).
    public var koreanMeanings: [String] {
        switch self {
        case .vocab(let item): item.koreanMeanings
        case .kanji(let item): item.koreanMeanings
        }
    }

    /// The meanings in `language` (English for an item without Korean ones).
    public func meanings(in language: MeaningLanguage) -> [String] {
        language.meanings(english: meanings, korean: koreanMeanings)
    }

    /// The meanings in `language` on one line: "eat; live on", "먹다".
    public func meaningSummary(in language: MeaningLanguage) -> String {
        language.summary(english: meanings, korean: koreanMeanings)
    }
}

extension VocabItem {
    /// The meanings in `language` (English when the word has no Korean ones).
    public func meanings(in language: MeaningLanguage) -> [String] {
        language.meanings(english: meanings, korean: koreanMeanings)
    }
}

extension KanjiItem {
    /// The meanings in `language` (English when the kanji has no Korean ones).
    public func meanings(in language: MeaningLanguage) -> [String] {
        language.meanings(english: meanings, korean: koreanMeanings)
    }

    /// The meanings in `language` on one line.
    public func meaningSummary(in language: MeaningLanguage) -> String {
        language.summary(english: meanings, korean: koreanMeanings)
    }
}
