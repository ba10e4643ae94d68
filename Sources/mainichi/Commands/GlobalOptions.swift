import ArgumentParser

/// Options every command that touches the user's data shares: include with `@OptionGroup`.
/// (`--theme` is `ThemeOption`, only for the commands that draw.)
struct GlobalOptions: ParsableArguments {
    @Option(name: .customLong("data-dir"),
            help: ArgumentHelp(ArgumentLanguage.help.dataDirHelp, valueName: "dir"))
    var dataDirectory: String?

    /// An empty `--data-dir` (a script's unset variable) would quietly use the real data.
    func validate() throws {
        if let dataDirectory, dataDirectory.allSatisfy(\.isWhitespace) {
            throw ValidationError(ArgumentLanguage.help.dataDirEmpty)
        }
    }
}
