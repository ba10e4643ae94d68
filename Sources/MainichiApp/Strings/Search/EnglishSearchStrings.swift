import MainichiCore

/// Search in English.
struct EnglishSearchStrings: SearchStrings {
    var title: String { "Search" }
    var fieldLabel: String { "Search " }
    var placeholder: String { "word, reading, romaji or English" }
    var typeSomething: String { "Type a word, a reading, romaji or English." }
    func nothingFound(_ query: String) -> String { "Nothing found for \"\(query)\"." }
    func found(_ count: Int, isCapped: Bool, dictionary: Int) -> String {
        let found = isCapped ? "\(count)+ found" : "\(count) found"
        if count == 0 && dictionary > 0 { return "\(dictionary) in the dictionary" }
        return dictionary == 0 ? found : found + " (+\(dictionary))"
    }
    var typeAgainHint: String { "Tab or / to type again" }
    var moveLabel: String { "move" }
    var moveHelp: String { "Move in the results (Ctrl-P/Ctrl-N too) while typing" }
    var openLabel: String { "open" }
    var openHelp: String { "Open the selected item's detail" }
    var dayLabel: String { "day" }
    var dayWhileTypingHelp: String { "Open the selected item's day study list" }
    var resultsLabel: String { "results" }
    var resultsHelp: String { "Switch between the field and the results list" }
    var typeLabel: String { "type" }
    var typeHelp: String { "Go back to the field to type (also /)" }
    var dayHelp: String { "Open the selected item's day study list (in the results)" }
    var sayLabel: String { "say" }
    var sayHelp: String { "Pronounce the selected item (in the results)" }
    func unreadableDecks(_ problem: String) -> String { "some decks could not be read: \(problem)" }
    func noLongerInDecks(_ word: String) -> String { "\(word) is no longer in the decks" }
    var columns: [String] { ["Word", "Reading", "Meaning", "Lv", "Day"] }
    var vocabMark: String { "V" }
    var kanjiMark: String { "K" }
    var dictionaryMark: String { "D" }
    var notInYourDecks: String { "not in your decks" }
    var dictionarySection: String { "from the dictionary" }
    func inUserDeck(_ name: String) -> String { "in \(name)" }
    var addLabel: String { "add" }
    var addWhileTypingHelp: String { "Add the highlighted result to one of your decks (while typing too, once there is a query; to type + itself, clear the query)" }
}
