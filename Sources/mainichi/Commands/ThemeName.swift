import ArgumentParser
import TerminalUI

/// A theme the user can pick with `--theme`.
enum ThemeName: String, CaseIterable, ExpressibleByArgument {
    case dark, light, monochrome

    /// The theme to use: monochrome whenever NO_COLOR is set (to anything but the empty
    /// string, as no-color.org asks), else the one asked for, else dark.
    static func resolve(_ requested: ThemeName?, environment: [String: String]) -> ThemeName {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        return requested ?? .dark
    }

    /// The view layer's theme of this name.
    var theme: Theme {
        switch self {
        case .dark: return .dark
        case .light: return .light
        case .monochrome: return .monochrome
        }
    }
}
