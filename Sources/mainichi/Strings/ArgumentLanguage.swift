#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiApp
import MainichiCore

/// The language of this run, known before the arguments are parsed, so that `--help`, the
/// options' help and the parser's own errors can be worded in it.
///
/// Looks the way the app does: `--lang` on the command line wins, then the saved setting (in
/// the config directory of `--data-dir` when given, else the XDG one), then LC_ALL,
/// LC_MESSAGES and LANG.
enum ArgumentLanguage {
    /// This process's language, from its arguments and environment.
    static let current: Language = resolve(arguments: Array(CommandLine.arguments.dropFirst()),
                                           environment: ProcessInfo.processInfo.environment)

    /// The language of the meanings this run prints: the saved setting, else the output language's
    /// (Korean meanings in Korean, English ones otherwise).
    static let meanings: MeaningLanguage = {
        let arguments = Array(CommandLine.arguments.dropFirst())
        let environment = ProcessInfo.processInfo.environment
        let dataDirectory = value(of: "--data-dir", in: arguments).flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        let directories = DataDirectories.resolve(dataDirectory: dataDirectory, environment: environment)
        return SettingsStore.read(directory: directories.config).meaningLanguage ?? .default(for: current)
    }()

    /// The language for `arguments` (without the program name) in `environment`.
    static func resolve(arguments: [String], environment: [String: String]) -> Language {
        if let text = value(of: "--lang", in: arguments), let choice = Settings.LanguageChoice(argument: text) {
            return choice.resolved(environment: environment)
        }
        let dataDirectory = value(of: "--data-dir", in: arguments).flatMap { $0.allSatisfy(\.isWhitespace) ? nil : $0 }
        let directories = DataDirectories.resolve(dataDirectory: dataDirectory, environment: environment)
        return CommandLanguage.resolve(configDirectory: directories.config, environment: environment)
    }

    /// The value given to `option` as `--option value` or `--option=value`; the last one wins,
    /// and nothing after `--` counts.
    static func value(of option: String, in arguments: [String]) -> String? {
        var found: String?
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument == "--" { break }
            if argument == option, index + 1 < arguments.count {
                found = arguments[index + 1]
                index += 1
            } else if argument.hasPrefix(option + "=") {
                found = String(argument.dropFirst(option.count + 1))
            }
            index += 1
        }
        return found
    }

    /// `error` worded in this run's language (the core's errors through the app's tables).
    static func describe(_ error: any Error) -> String {
        ErrorText.text(error, language: current)
    }

    /// An operating system's reason for a failure ("No space left on device") in this run's language.
    static func systemReason(_ reason: String) -> String {
        ErrorText.systemReason(reason, language: current)
    }
}

extension ArgumentLanguage {
    /// `--help`'s words in this run's language.
    static var help: any HelpStrings {
        switch current {
        case .english: EnglishHelpStrings()
        case .korean: KoreanHelpStrings()
        }
    }
}
