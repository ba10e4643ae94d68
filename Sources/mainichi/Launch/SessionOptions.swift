import MainichiCore

/// The command-line options a full-screen session uses (`RunCommand.runSession`), as plain values:
/// from the parser's option groups, or from `QuickRun` without the parser.
struct SessionOptions {
    /// `--data-dir`.
    var dataDirectory: String?
    /// `--theme`.
    var theme: Settings.ThemeName?
    /// `--lang`.
    var language: Settings.LanguageChoice?
}
