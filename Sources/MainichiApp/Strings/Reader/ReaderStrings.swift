import MainichiCore

/// The words of the Read screen, its word list, its file list and the word detail's inflection line.
protocol ReaderStrings: Sendable {
    /// The main menu entry's status line.
    func menuStatus(recentFiles: Int) -> String
    /// The file list's title, its empty text and its column titles.
    var filesTitle: String { get }
    var noFiles: String { get }
    /// The line a recent file was left at (from 1), in the Read list.
    func fileLine(_ line: Int) -> String
    /// The words-to-learn list's title: "Words to 95%".
    func wordsTitle(goal: Int) -> String
    var noWordsToLearn: String { get }
    /// The header: "you know 87% of the words (92% of the running text)".
    func coverage(distinct: Int, running: Int) -> String
    /// The header of a text with no Japanese word in it (an English text), and `c` there.
    var noJapaneseWords: String { get }
    /// "12 words to 95%".
    func wordsToReach(_ count: Int, goal: Int) -> String
    /// The header when the dictionary cannot be opened: the text is shown as it is.
    var noDictionary: String { get }
    /// While the text is cut into words: "reading the text 45%".
    func segmenting(percent: Int) -> String
    /// The legend's names of the kinds of words.
    func knowledgeName(_ knowledge: WordKnowledge) -> String
    /// The line the word detail shows: "食べさせられた: 食べる, causative, passive, past".
    func inflectionLine(text: String, dictionaryForm: String, inflections: [Inflection]) -> String
    /// One inflection's name.
    func inflectionName(_ inflection: Inflection) -> String
    /// The names of the readings settings.
    func readingsName(_ readings: ReaderShelf.Readings) -> String
    func readingsChanged(_ readings: ReaderShelf.Readings) -> String
    /// Status lines after a mark.
    func markedKnown(_ word: String) -> String
    func markedIgnored(_ word: String) -> String
    func unmarked(_ word: String) -> String
    var nothingToUndo: String { get }
    /// After `+` when the deck has the word already.
    func alreadyInDeck(_ word: String, deck: String) -> String
    /// The heading over the longer dictionary words around a word, on its entry screen (授業中 under 授業).
    var longerWordsHeading: String { get }
    func undone(_ word: String) -> String
    var notAWord: String { get }
    /// Search.
    var searchPrompt: String { get }
    func notFound(_ query: String) -> String
    func found(_ index: Int, of count: Int) -> String
    /// A file with no text in it, named.
    func empty(_ path: String) -> String
    /// The name standard input is shown under.
    var standardInput: String { get }
    /// Key labels and help.
    var moveWordLabel: String { get }
    var moveWordHelp: String { get }
    var moveLineLabel: String { get }
    var moveLineHelp: String { get }
    var pageHelp: String { get }
    var openLabel: String { get }
    var openHelp: String { get }
    var knownLabel: String { get }
    var knownHelp: String { get }
    var ignoreLabel: String { get }
    var ignoreHelp: String { get }
    var undoLabel: String { get }
    var undoHelp: String { get }
    var sayLabel: String { get }
    var sayHelp: String { get }
    /// P: hear the sentence the word is in.
    var saySentenceLabel: String { get }
    var saySentenceHelp: String { get }
    var searchLabel: String { get }
    var searchHelp: String { get }
    var nextMatchLabel: String { get }
    var nextMatchHelp: String { get }
    var wordsLabel: String { get }
    var wordsHelp: String { get }
    var readingsLabel: String { get }
    var readingsHelp: String { get }
    /// The words list's `+`: every word listed into a deck.
    var addAllLabel: String { get }
    var addAllHelp: String { get }
    func addAllTitle(_ count: Int) -> String
    /// After the words list's `+`: how many went in, and how many the deck had already.
    func addedWords(_ count: Int, deck: String, alreadyThere: Int) -> String
    /// After the words list's `+` when the deck had every word already.
    func allInDeck(_ count: Int, deck: String) -> String
    /// The words list's `+` when every word listed is studied already (in reviews, or known).
    var noNewWordsToAdd: String { get }
    var removeFileLabel: String { get }
    var removeFileHelp: String { get }
}

extension Strings {
    /// The Read screen.
    var reader: any ReaderStrings {
        switch language {
        case .english: EnglishReaderStrings()
        case .korean: KoreanReaderStrings()
        }
    }
}
