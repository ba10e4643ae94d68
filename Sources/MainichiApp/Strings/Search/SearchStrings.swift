import MainichiCore

/// The words of the search screen.
protocol SearchStrings: Sendable {
    var title: String { get }
    var fieldLabel: String { get }
    var placeholder: String { get }
    var typeSomething: String { get }
    func nothingFound(_ query: String) -> String
    /// "12 found", "500+ found", with "(+67)" dictionary entries after it.
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
