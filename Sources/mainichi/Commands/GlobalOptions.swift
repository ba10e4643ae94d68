import ArgumentParser

/// Options every command that touches the user's data shares: include with `@OptionGroup`.
/// (`--theme` is `ThemeOption`, only for the commands that draw.)
struct GlobalOptions: ParsableArguments {
    @Option(name: .customLong("data-dir"),
            help: ArgumentHelp("Where progress and settings are kept.", valueName: "dir"))
    var dataDirectory: String?
}
