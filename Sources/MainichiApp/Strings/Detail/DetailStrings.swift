import MainichiCore

/// The words of the word, kanji and dictionary entry screens and of the large kanji drawing.
protocol DetailStrings: Sendable {
    /// Keys.
    var bookmarkLabel: String { get }
    /// A part of speech as a deck or the dictionary labels it ("godan verb, transitive"), in the
    /// learner's terms; a label the table does not know is shown as it is.
    func partOfSpeech(_ label: String) -> String
    var bookmarkWordHelp: String { get }
    var bookmarkKanjiHelp: String { get }
    var sayLabel: String { get }
    var sayWordHelp: String { get }
    var sayKanjiHelp: String { get }
    var addToReviewsLabel: String { get }
    var addWordHelp: String { get }
    var addKanjiHelp: String { get }
    var dayLabel: String { get }
    var wordDayHelp: String { get }
    var kanjiDayHelp: String { get }
    var strokeLabel: String { get }
    var strokeHelp: String { get }
    var playLabel: String { get }
    var playHelp: String { get }
    var writeItLabel: String { get }
    var writeItHelp: String { get }
    /// Title bar and title lines.
    var notInDecks: String { get }
    var bookmarkedMark: String { get }
    /// Word screen.
    var alsoWritten: String { get }
    var alsoRead: String { get }
    var pitch: String { get }
    func pitchName(_ pattern: PitchAccent.Pattern) -> String
    var koreanPrefix: String { get }
    func falseFriend(_ hangul: String, _ reason: String) -> String
    var meanings: String { get }
    var examples: String { get }
    /// The heading of an own item's notes.
    var notes: String { get }
    var kanji: String { get }
    /// Kanji screen fields (labels share one column, measured).
    var onLabel: String { get }
    var kunLabel: String { get }
    /// The label of a kanji's rare readings (no common word uses them; derived from JMdict).
    var rareReadingsLabel: String { get }
    /// The label of a jōyō kanji's readings outside the official jōyō table (2010), which marks the others.
    var unofficialReadingsLabel: String { get }
    var koreanLabel: String { get }
    var meaningsLabel: String { get }
    var strokesLabel: String { get }
    var radicalLabel: String { get }
    var gradeLabel: String { get }
    var frequencyLabel: String { get }
    func gradeName(_ grade: Int) -> String
    func frequency(_ rank: Int) -> String
    var exampleWords: String { get }
    func noStrokeOrder(_ kanji: String) -> String
    var anyKeyBack: String { get }
    /// "stroke 3 of 10" / "10 strokes".
    func strokeCaption(_ shown: Int?, of count: Int) -> String
    /// Dictionary entry.
    var dictionaryTitle: String { get }
    var commonWord: String { get }
    var notInYourDecks: String { get }
    /// Shared statuses.
    func cannotOpen(_ name: String, _ error: String) -> String
}

extension Strings {
    /// The word, kanji and dictionary screens.
    var detail: any DetailStrings {
        switch language {
        case .english: EnglishDetailStrings()
        case .korean: KoreanDetailStrings()
        }
    }
}

/// A part of speech label ("noun", "する-noun") in a language, for the commands (`mainichi lookup`).
public enum PartOfSpeechText {
    public static func text(_ label: String, language: Language) -> String {
        Strings(language).detail.partOfSpeech(label)
    }
}
