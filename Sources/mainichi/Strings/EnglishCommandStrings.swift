/// The commands' words in English.
struct EnglishCommandStrings: CommandStrings {
    func partOfSpeech(_ label: String) -> String { label }
    func statisticsFor(_ date: String) -> String { "Statistics for \(date)" }
    func noProgressYet(_ path: String) -> String { "no progress yet in \(path)" }
    func notADirectory(_ path: String) -> String { "\(path) is not a directory" }
    func leechesHeader(_ count: Int) -> String { "Leeches    \(count) (items forgotten again and again in reviews)" }
    func lapses(_ count: Int) -> String { "\(count) lapses" }
    func andMore(_ count: Int) -> String { "and \(count) more" }
    var noResults: String { "no results" }
    var notInDecks: String { "(not in your decks)" }
    var giveSomethingToSearch: String { "give something to search for" }
    var limitMustBe: String { "--limit must be 0 (no limit) or more" }
    var giveAWord: String { "give a word to look up" }
    func noDictionaryEntry(_ text: String) -> String { "no dictionary entry for \"\(text)\"" }
    var common: String { "common" }
    var alsoRead: String { "Also read: " }
    var otherSpellings: String { "Other spellings: " }
    var koreanMeanings: String { "Korean: " }
    var giveFromOrClear: String { "give --from YYYY-MM-DD (and --days N), or --clear" }
    var daysRange: String { "--days must be 1 to 366" }
    var noDaysOff: String { "No days off." }
    func fromMustBeDate(_ given: String) -> String { "--from must be a date as YYYY-MM-DD, got '\(given)'" }
    func daysOff(from first: String, to last: String, days: Int) -> String { "Days off: \(first) to \(last) (\(days) days)." }
    func moved(_ count: Int, before: Int, after: Int) -> String {
        "Moved \(count) reviews due then: \(before) before, \(after) after."
    }
    func clearedDaysOff(_ count: Int) -> String { "Cleared \(count) days off." }
}
