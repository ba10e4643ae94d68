import ArgumentParser
import MainichiCore

/// `--lang`, for the app: the interface language for this run, over the setting and the locale.
struct LanguageOption: ParsableArguments {
    @Option(name: .customLong("lang"),
            help: "Interface language for this run: english (en), korean (ko) or automatic (from LC_ALL, LC_MESSAGES, LANG); it wins over the saved setting.")
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
