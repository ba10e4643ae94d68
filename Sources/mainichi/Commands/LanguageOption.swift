import ArgumentParser
import MainichiCore

/// `--lang`, for the app: the interface language for this run, over the setting and the locale.
struct LanguageOption: ParsableArguments {
    @Option(name: .customLong("lang"),
            help: ArgumentHelp(ArgumentLanguage.help.langHelp))
    var language: Settings.LanguageChoice?
}

extension Settings.LanguageChoice: ExpressibleByArgument {
    public init?(argument: String) {
        switch argument.lowercased() {
        case "english", "en": self = .english
        case "korean", "ko", "한국어": self = .korean
        case "automatic", "auto": self = .automatic
        default: return nil
        }
    }
}
