import ArgumentParser
import MainichiCore

/// `--theme`, for the commands that draw a screen (the app and the demo); the others refuse it.
struct ThemeOption: ParsableArguments {
    @Option(help: "Colour theme: automatic (from the terminal's background), dark, light or monochrome; it wins over NO_COLOR and the saved setting for this run.")
    var theme: Settings.ThemeName?
}

extension Settings.ThemeName: ExpressibleByArgument {}
