import MainichiCore

/// The words of `mainichi demo`: its menu, the 10,000-row list, the Japanese words (with their
/// meanings in the learner's language) and the text field.
protocol DemoStrings: Sendable {
    var menuHeader: String { get }
    var longListTitle: String { get }
    var longListSummary: String { get }
    var wordsTitle: String { get }
    var wordsSummary: String { get }
    var fieldTitle: String { get }
    var fieldSummary: String { get }
    var themeLabel: String { get }
    var themeHelp: String { get }
    /// "theme: dark".
    func theme(_ name: String) -> String
    /// "10,000 rows".
    func rows(_ count: String) -> String
    /// "generated row number 12".
    func generatedRow(_ number: Int) -> String
    /// "row 12 of 10000".
    func row(_ number: Int, of count: Int) -> String
    /// The column headings of the words list: word, reading, meaning.
    var wordHeadings: [String] { get }
    var wordTitle: String { get }
    /// The meanings of the demo's words and their examples, in the order `JapaneseListController` lists them.
    var meanings: [String: String] { get }
    var fieldPlaceholder: String { get }
    var fieldPrompt: String { get }
    var submittedHeading: String { get }
    /// "submitted 6 columns".
    func submitted(columns: Int) -> String
    var submitLabel: String { get }
    var submitHelp: String { get }
    var clearLabel: String { get }
    var clearHelp: String { get }
    var moveLabel: String { get }
    var moveHelp: String { get }
}

extension Strings {
    /// The demo's words.
    var demo: any DemoStrings {
        switch language {
        case .english: EnglishDemoStrings()
        case .korean: KoreanDemoStrings()
        }
    }
}
