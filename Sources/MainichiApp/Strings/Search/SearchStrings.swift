import MainichiCore

/// The words of the search screen.
protocol SearchStrings: Sendable {
    var title: String { get }
    var fieldLabel: String { get }
    var placeholder: String { get }
    var typeSomething: String { get }
    func nothingFound(_ query: String) -> String
    /// "12 found", "500+ found", with "(+67)" dictionary entries after it; when only the
    /// dictionary has the word, its count alone ("2 in the dictionary"), never "0 found".
    func found(_ count: Int, isCapped: Bool, dictionary: Int) -> String
    var typeAgainHint: String { get }
    var moveLabel: String { get }
    var moveHelp: String { get }
    var openLabel: String { get }
    var openHelp: String { get }
    var dayLabel: String { get }
    var dayWhileTypingHelp: String { get }
    var resultsLabel: String { get }
    var resultsHelp: String { get }
    var typeLabel: String { get }
    var typeHelp: String { get }
    var dayHelp: String { get }
    var sayLabel: String { get }
    var sayHelp: String { get }
    func unreadableDecks(_ problem: String) -> String
    func noLongerInDecks(_ word: String) -> String
    /// Column titles: word, reading, meaning, level, day.
    var columns: [String] { get }
    /// The kind marks of result rows: vocabulary, kanji, dictionary.
    var vocabMark: String { get }
    var kanjiMark: String { get }
    var dictionaryMark: String { get }
    var notInYourDecks: String { get }
    /// The heading of the dictionary rows when some of them are in the learner's decks.
    var dictionarySection: String { get }
    /// A dictionary row or entry held by one of the learner's decks: "in Manga words".
    func inUserDeck(_ name: String) -> String
    /// The footer label of `+` (add to one of your decks).
    var addLabel: String { get }
    /// The help of `+` while typing.
    var addWhileTypingHelp: String { get }
}

extension Strings {
    /// The search screen.
    var search: any SearchStrings {
        switch language {
        case .english: EnglishSearchStrings()
        case .korean: KoreanSearchStrings()
        }
    }
}
