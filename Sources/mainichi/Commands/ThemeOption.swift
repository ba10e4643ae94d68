import ArgumentParser
import MainichiCore

/// `--theme`, for the commands that draw a screen (the app and the demo); the others refuse it.
struct ThemeOption: ParsableArguments {
    @Option(help: ArgumentHelp(ArgumentLanguage.help.themeHelp))
    var theme: Settings.ThemeName?
}

extension Settings.ThemeName: ExpressibleByArgument {}
