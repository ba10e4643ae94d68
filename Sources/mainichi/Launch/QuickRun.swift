import MainichiCore

/// Recognises the plain ways of opening the app (`mainichi`, `mainichi --data-dir DIR`, with
/// `--theme` and `--lang`), which start the session without the argument parser.
///
/// Building the parser's model of every command and parsing with it cost a third of the
/// instructions up to the first frame (13.6 million of 39, about as much as drawing it). Only
/// command lines whose meaning is plain are taken: each of the three options at most once, as
/// `--name value` or `--name=value`, with a value the parser would take the same way (not empty,
/// not an option, a theme and language it knows). Anything else, including every error and
/// `--help`, goes through the parser as before, so its messages are unchanged.
enum QuickRun {
    /// The session's options when `arguments` (without the program name) plainly open the app;
    /// nil when the parser must read them.
    static func options(for arguments: [String]) -> SessionOptions? {
        var options = SessionOptions()
        var seenDirectory = false
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            let name: String
            let value: String
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                value = String(argument[argument.index(after: equals)...])
                index += 1
            } else {
                guard index + 1 < arguments.count else { return nil }
                name = argument
                value = arguments[index + 1]
                index += 2
            }
            guard !value.hasPrefix("-"), !value.allSatisfy(\.isWhitespace) else { return nil }
            switch name {
            case "--data-dir":
                guard !seenDirectory else { return nil }
                seenDirectory = true
                options.dataDirectory = value
            case "--theme":
                guard options.theme == nil, let theme = Settings.ThemeName(rawValue: value) else { return nil }
                options.theme = theme
            case "--lang":
                guard options.language == nil, let language = Settings.LanguageChoice(argument: value) else { return nil }
                options.language = language
            default:
                return nil
            }
        }
        return options
    }
}
