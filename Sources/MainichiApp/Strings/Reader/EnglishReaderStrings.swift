import MainichiCore

/// The Read screen in English.
struct EnglishReaderStrings: ReaderStrings {
    func menuStatus(recentFiles: Int) -> String {
        switch recentFiles {
        case 0: "read a text: mainichi read FILE"
        case 1: "1 recent file"
        default: "\(recentFiles) recent files"
        }
    }
    var filesTitle: String { "Read" }
    var noFiles: String { "No file read yet. Open one with: mainichi read FILE (or - for standard input)" }
    func fileLine(_ line: Int) -> String { "line \(line)" }
    func wordsTitle(goal: Int) -> String { "Words to \(goal)%" }
    var noWordsToLearn: String { "You know enough of this text already." }
    func coverage(distinct: Int, running: Int) -> String {
        "you know \(distinct)% of the words (\(running)% of the running text)"
    }
    var noJapaneseWords: String { "no Japanese words in this text" }
    func wordsToReach(_ count: Int, goal: Int) -> String { count == 1 ? "1 word to \(goal)%" : "\(count) words to \(goal)%" }
    var noDictionary: String { "The dictionary (Decks/dictionary.bin) cannot be opened: the text is shown without its words" }
    func segmenting(percent: Int) -> String { "reading the text \(percent)%" }
    func knowledgeName(_ knowledge: WordKnowledge) -> String {
        switch knowledge {
        case .new: "new"
        case .learning: "learning"
        case .known: "known"
        case .ignored: "ignored"
        }
    }
    func inflectionLine(text: String, dictionaryForm: String, inflections: [Inflection]) -> String {
        ([text + ": " + dictionaryForm] + inflections.map(inflectionName)).joined(separator: ", ")
    }
    func inflectionName(_ inflection: Inflection) -> String {
        switch inflection {
        case .negative: "negative"
        case .past: "past"
        case .teForm: "te-form"
        case .polite: "polite"
        case .desire: "want to (tai)"
        case .passive: "passive"
        case .causative: "causative"
        case .causativePassive: "causative-passive"
        case .potential: "potential"
        case .passiveOrPotential: "passive or potential"
        case .conditional: "conditional (ba)"
        case .taraConditional: "conditional (tara)"
        case .volitional: "volitional"
        case .imperative: "imperative"
        case .progressive: "ongoing (te iru)"
        case .completion: "done, or regret (te shimau)"
        case .preparation: "in advance (te oku)"
        case .resultative: "left so (te aru)"
        case .tryDoing: "try (te miru)"
        case .goingOn: "going on, or away (te iku)"
        case .comingOn: "coming on, or toward (te kuru)"
        case .adverbial: "adverbial"
        case .seemingly: "seems (sou)"
        case .negativeTe: "without (naide)"
        case .zuNegative: "negative (zu)"
        case .contracted: "contracted"
        case .nominal: "stem"
        case .politeImperative: "polite command (nasai)"
        case .hardToDo: "hard to (nikui)"
        case .easyToDo: "easy to (yasui)"
        case .tooMuch: "too much (sugiru)"
        case .whileDoing: "while (nagara)"
        case .nuNegative: "negative (nu)"
        case .listing: "and so on (tari)"
        }
    }
    func readingsName(_ readings: ReaderShelf.Readings) -> String {
        switch readings {
        case .all: "all words"
        case .unknown: "new and learning words"
        case .none: "no words"
        }
    }
    func readingsChanged(_ readings: ReaderShelf.Readings) -> String { "Readings for \(readingsName(readings))" }
    func markedKnown(_ word: String) -> String { "\(word) marked known (u undoes)" }
    func markedIgnored(_ word: String) -> String { "\(word) ignored (u undoes)" }
    func unmarked(_ word: String) -> String { "\(word) no longer marked" }
    var nothingToUndo: String { "Nothing to undo" }
    func alreadyInDeck(_ word: String, deck: String) -> String { "\(deck) has \(word) already" }
    var longerWordsHeading: String { "Also in the dictionary here" }
    func undone(_ word: String) -> String { "Undone: \(word)" }
    var notAWord: String { "Not a dictionary word" }
    var searchPrompt: String { "Find: " }
    func notFound(_ query: String) -> String { "\"\(query)\" is not in the text" }
    func found(_ index: Int, of count: Int) -> String { "match \(index) of \(count) (n next)" }
    func empty(_ path: String) -> String { "\(path) has no text" }
    var standardInput: String { "standard input" }
    var moveWordLabel: String { "word" }
    var moveWordHelp: String { "Move to the previous or next word (also w/b, Left/Right)" }
    var moveLineLabel: String { "line" }
    var moveLineHelp: String { "Move a line down or up; up from the first line: the figures, where Enter lists the words to learn" }
    var pageHelp: String { "Move a page up or down" }
    var openLabel: String { "entry" }
    var openHelp: String { "Open the word's entry, with how it is inflected" }
    var knownLabel: String { "known" }
    var knownHelp: String { "Mark the word known (or take the mark away)" }
    var ignoreLabel: String { "ignore" }
    var ignoreHelp: String { "Ignore the word: a name, or one not to learn (again: take the mark away)" }
    var undoLabel: String { "undo" }
    var undoHelp: String { "Undo the last mark" }
    var sayLabel: String { "say" }
    var sayHelp: String { "Hear the word" }
    var saySentenceLabel: String { "say sentence" }
    var saySentenceHelp: String { "Hear the sentence the word is in" }
    var searchLabel: String { "find" }
    var searchHelp: String { "Find text (Enter goes to it, Esc stops)" }
    var nextMatchLabel: String { "next" }
    var nextMatchHelp: String { "Go to the next match of the last search" }
    var wordsLabel: String { "to learn" }
    var wordsHelp: String { "List the words that would bring you to 95% of the running text" }
    var readingsLabel: String { "readings" }
    var readingsHelp: String { "Show readings for all words, new and learning ones, or none" }
    var addAllLabel: String { "add all" }
    var addAllHelp: String {
        "Add the new words listed (not those you study already) to one of your decks, each with its first sentence, and into reviews"
    }
    func addAllTitle(_ count: Int) -> String { count == 1 ? "Add 1 new word to" : "Add \(count) new words to" }
    var noNewWordsToAdd: String { "Every word listed is in your reviews already" }
    func addedWords(_ count: Int, deck: String, alreadyThere: Int) -> String {
        let added = count == 1 ? "added 1 word to \(deck)" : "added \(count) words to \(deck)"
        return alreadyThere == 0 ? added : added + " (\(alreadyThere) \(alreadyThere == 1 ? "was" : "were") there already)"
    }
    func allInDeck(_ count: Int, deck: String) -> String {
        count == 1 ? "\(deck) has this word already" : "\(deck) has these \(count) words already"
    }
    var removeFileLabel: String { "remove" }
    var removeFileHelp: String { "Take the file off the list (the file itself stays)" }
}
