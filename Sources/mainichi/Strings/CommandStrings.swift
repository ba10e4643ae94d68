#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore

/// The human-readable words of the subcommands (stats, search, lookup, vacation) in one language;
/// JSON output and option help stay English. The language is the saved setting's, resolved with
/// the locale environment (`LANG=ko_KR.UTF-8` gives Korean), as in the app.
protocol CommandStrings: Sendable {
    // stats
    /// "Statistics for 2026-11-23".
    func statisticsFor(_ date: String) -> String
    func noProgressYet(_ path: String) -> String
    func notADirectory(_ path: String) -> String
    /// "Leeches    2 (items forgotten again and again in reviews)".
    func leechesHeader(_ count: Int) -> String
    func lapses(_ count: Int) -> String
    func andMore(_ count: Int) -> String
    // search and lookup
    var noResults: String { get }
    var notInDecks: String { get }
    var giveSomethingToSearch: String { get }
    var limitMustBe: String { get }
    var giveAWord: String { get }
    func noDictionaryEntry(_ text: String) -> String
    var common: String { get }
    var alsoRead: String { get }
    var otherSpellings: String { get }
    /// The label of a deck word's Korean meanings in `lookup` ("Korean: ").
    var koreanMeanings: String { get }
    /// A sense's part of speech as the deck or dictionary labels it ("noun"), in the language.
    func partOfSpeech(_ label: String) -> String
    // vacation
    var giveFromOrClear: String { get }
    var daysRange: String { get }
    var noDaysOff: String { get }
    func fromMustBeDate(_ given: String) -> String
    /// "Days off: 2026-12-24 to 2026-12-31 (8 days)."
    func daysOff(from first: String, to last: String, days: Int) -> String
    /// "Moved 12 reviews due then: 5 before, 7 after."
    func moved(_ count: Int, before: Int, after: Int) -> String
    func clearedDaysOff(_ count: Int) -> String
}

/// The language of the commands' output.
enum CommandLanguage {
    /// The saved language setting (from the config directory), resolved with the locale environment.
    static func resolve(configDirectory: URL, environment: [String: String]) -> Language {
        SettingsStore.read(directory: configDirectory).language.resolved(environment: environment)
    }

    /// The language of a command's output: `--lang` on the command line (before or after the
    /// subcommand), else the saved setting in `dataDirectory`'s config (nil: the XDG one), else
    /// the locale environment.
    static func language(dataDirectory: String?) -> Language {
        let environment = ProcessInfo.processInfo.environment
        if let text = ArgumentLanguage.value(of: "--lang", in: Array(CommandLine.arguments.dropFirst())),
           let choice = Settings.LanguageChoice(argument: text) {
            return choice.resolved(environment: environment)
        }
        let directories = DataDirectories.resolve(dataDirectory: dataDirectory, environment: environment)
        return resolve(configDirectory: directories.config, environment: environment)
    }

    /// The words for a command run with `--data-dir` (nil: the XDG directories) and `--lang` in
    /// this process's environment.
    static func strings(dataDirectory: String?) -> any CommandStrings {
        strings(language(dataDirectory: dataDirectory))
    }

    /// The words of `language`.
    static func strings(_ language: Language) -> any CommandStrings {
        switch language {
        case .english: EnglishCommandStrings()
        case .korean: KoreanCommandStrings()
        }
    }
}
