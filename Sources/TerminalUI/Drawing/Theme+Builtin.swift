extension Theme {
    /// White-ish text on the terminal's own (usually dark) background; the default.
    public static let dark = Theme(name: "dark", usesColor: true, styles: [
        .normal: Style(),
        .title: Style(foreground: .brightCyan, attributes: .bold),
        .selection: Style(foreground: .black, background: .cyan),
        .dim: Style(foreground: .brightBlack),
        .accent: Style(foreground: .yellow, attributes: .bold),
        .correct: Style(foreground: .green, attributes: .bold),
        .wrong: Style(foreground: .red, attributes: .bold),
        .titleBar: Style(foreground: .brightWhite, background: .blue, attributes: .bold),
        .footer: Style(foreground: .white, background: .brightBlack),
        .footerKey: Style(foreground: .brightYellow, background: .brightBlack, attributes: .bold),
        .border: Style(foreground: .cyan),
        .status: Style(foreground: .brightGreen),
        .sectionHeader: Style(foreground: .brightMagenta, attributes: .bold),
        .columnHeader: Style(foreground: .brightBlack, attributes: .underline),
        .input: Style(foreground: .brightWhite, attributes: .underline),
        .button: Style(foreground: .black, background: .cyan, attributes: .bold),
    ])

    /// Dark text for terminals with a light background.
    public static let light = Theme(name: "light", usesColor: true, styles: [
        .normal: Style(),
        .title: Style(foreground: .blue, attributes: .bold),
        .selection: Style(foreground: .brightWhite, background: .blue),
        .dim: Style(foreground: .brightBlack),
        .accent: Style(foreground: .magenta, attributes: .bold),
        .correct: Style(foreground: .green, attributes: .bold),
        .wrong: Style(foreground: .red, attributes: .bold),
        .titleBar: Style(foreground: .brightWhite, background: .blue, attributes: .bold),
        .footer: Style(foreground: .black, background: .white),
        .footerKey: Style(foreground: .blue, background: .white, attributes: .bold),
        .border: Style(foreground: .blue),
        .status: Style(foreground: .green, attributes: .bold),
        .sectionHeader: Style(foreground: .magenta, attributes: .bold),
        .columnHeader: Style(foreground: .brightBlack, attributes: .underline),
        .input: Style(foreground: .black, attributes: .underline),
        .button: Style(foreground: .brightWhite, background: .blue, attributes: .bold),
    ])

    /// No colour at all, only bold, reverse, underline and dim: for NO_COLOR and plain terminals.
    public static let monochrome = Theme(name: "monochrome", usesColor: false, styles: [
        .normal: Style(),
        .title: Style(attributes: .bold),
        .selection: Style(attributes: .reverse),
        .dim: Style(attributes: .dim),
        .accent: Style(attributes: .bold),
        .correct: Style(attributes: .bold),
        .wrong: Style(attributes: [.bold, .underline]),
        .titleBar: Style(attributes: [.reverse, .bold]),
        .footer: Style(attributes: .reverse),
        .footerKey: Style(attributes: [.reverse, .bold]),
        .border: Style(),
        .status: Style(attributes: .bold),
        .sectionHeader: Style(attributes: [.bold, .underline]),
        .columnHeader: Style(attributes: .underline),
        .input: Style(attributes: .underline),
        .button: Style(attributes: [.reverse, .bold]),
    ])

    /// The built-in themes, in the order settings offer them.
    public static let all: [Theme] = [.dark, .light, .monochrome]

    /// The built-in theme with this name ("dark", "light", "monochrome"), or nil.
    public static func named(_ name: String) -> Theme? {
        all.first { $0.name == name.lowercased() }
    }

    /// The theme to start with: monochrome when NO_COLOR is set to anything non-empty
    /// (https://no-color.org), else the theme named by `preferred` (a saved setting), else dark.
    ///
    /// The executable passes `ProcessInfo.processInfo.environment`.
    public static func `default`(environment: [String: String], preferred: String? = nil) -> Theme {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .monochrome }
        if let preferred, let theme = named(preferred) { return theme }
        return .dark
    }
}
