import MainichiCore
import TerminalUI

/// Decides the theme the app draws with, in one place: `--theme` first, then NO_COLOR, then the
/// setting, then the terminal's background (for the `automatic` setting); dark when nothing says.
///
/// The inputs other than the setting are fixed for a run (the command line, the environment, the
/// background detected at start), so the resolver lives in `AppContext` and Settings asks it what
/// a change means before applying it.
public struct ThemeResolver: Sendable, Equatable {
    /// Why the resolved theme is the one in use.
    public enum Reason: Sendable, Equatable {
        /// `--theme` on the command line.
        case flag
        /// NO_COLOR is set (to anything non-empty, as https://no-color.org asks).
        case noColor
        /// The setting names a theme.
        case setting
        /// The setting is automatic and the terminal's background was detected.
        case background
        /// The setting is automatic and the background is unknown: dark.
        case fallback
    }

    /// A resolved theme: its concrete name (never `automatic`), why, and the view layer's theme.
    public struct Resolution: Sendable, Equatable {
        public var name: Settings.ThemeName
        public var reason: Reason
        /// The theme to draw with, with the looks of every screen's own roles (statistics) added,
        /// so no screen changes the theme while drawing.
        public var theme: Theme { ThemeResolver.theme(named: name) }
    }

    /// `--theme`, when given.
    public var flag: Settings.ThemeName?
    /// Whether NO_COLOR asks for no colour.
    public var noColor: Bool
    /// The terminal's background, when detected.
    public var background: TerminalBackground?

    public init(flag: Settings.ThemeName? = nil, noColor: Bool = false, background: TerminalBackground? = nil) {
        self.flag = flag
        self.noColor = noColor
        self.background = background
    }

    /// Reads NO_COLOR from `environment`.
    public init(flag: Settings.ThemeName?, environment: [String: String], background: TerminalBackground? = nil) {
        let noColor = environment["NO_COLOR"].map { !$0.isEmpty } ?? false
        self.init(flag: flag, noColor: noColor, background: background)
    }

    /// Whether the result depends on the terminal's background (so it is worth asking the terminal).
    public func needsBackground(setting: Settings.ThemeName) -> Bool {
        !noColor && (flag ?? setting) == .automatic
    }

    /// The theme for `setting`.
    public func resolve(setting: Settings.ThemeName) -> Resolution {
        if let flag, flag != .automatic { return Resolution(name: flag, reason: .flag) }
        if noColor { return Resolution(name: .monochrome, reason: .noColor) }
        if flag == nil, setting != .automatic { return Resolution(name: setting, reason: .setting) }
        switch background {
        case .light?: return Resolution(name: .light, reason: .background)
        case .dark?: return Resolution(name: .dark, reason: .background)
        case nil: return Resolution(name: .dark, reason: .fallback)
        }
    }

    /// The view layer's built-in theme of `name` with the looks of the app's own roles
    /// (statistics) added; `automatic` alone means dark.
    public static func theme(named name: Settings.ThemeName) -> Theme {
        let base: Theme
        switch name {
        case .light: base = .light
        case .monochrome: base = .monochrome
        case .dark, .automatic: base = .dark
        }
        return base.addingStatisticsLooks().addingReaderLooks()
    }
}
