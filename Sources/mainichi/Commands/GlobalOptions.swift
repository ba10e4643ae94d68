import ArgumentParser

/// Options every command that touches the user's data shares: include with `@OptionGroup`.
/// (`--theme` is `ThemeOption`, only for the commands that draw.)
struct GlobalOptions: ParsableArguments {
    @Option(name: .customLong("data-dir"),
            help: ArgumentHelp("Where progress and settings are kept.", valueName: "dir"))
    var dataDirectory: String?

    /// An empty `--data-dir` (a script's unset variable) would quietly use the real data.
    func validate() throws {
        if let dataDirectory, dataDirectory.allSatisfy(\.isWhitespace) {
            throw ValidationError("--data-dir is empty; name a directory, or leave the option out to use the default")
        }
    }
}
