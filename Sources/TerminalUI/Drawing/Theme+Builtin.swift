extension Theme {
    /// White-ish text on a dark background.
    ///
    /// Every role of the dark and light themes keeps at least WCAG's 4.5:1 contrast against the
    /// theme's background (black, white) or its own, in xterm's 256-colour palette (checked by a
    /// test); dark grey and dark green come from the 256-colour palette, and terminals with fewer
    /// colours get the nearest of their sixteen.
    public static let dark = Theme(name: "dark", usesColor: true, styles: [
        .normal: Style(),
        .title: Style(foreground: .brightCyan, attributes: .bold),
        .selection: Style(foreground: .black, background: .cyan),
        .dim: Style(foreground: .brightBlack),
        .accent: Style(foreground: .yellow, attributes: .bold),
        .correct: Style(foreground: .green, attributes: .bold),
        .wrong: Style(foreground: .brightRed, attributes: .bold),
        .titleBar: Style(foreground: .brightWhite, background: .blue, attributes: .bold),
        .footer: Style(foreground: .white, background: .indexed(238)),
        .footerKey: Style(foreground: .brightYellow, background: .indexed(238), attributes: .bold),
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
        .dim: Style(foreground: .indexed(242)),
        .accent: Style(foreground: .magenta, attributes: .bold),
        .correct: Style(foreground: .indexed(28), attributes: .bold),
        .wrong: Style(foreground: .red, attributes: .bold),
        .titleBar: Style(foreground: .brightWhite, background: .blue, attributes: .bold),
        .footer: Style(foreground: .black, background: .white),
        .footerKey: Style(foreground: .blue, background: .white, attributes: .bold),
        .border: Style(foreground: .blue),
        .status: Style(foreground: .indexed(28), attributes: .bold),
        .sectionHeader: Style(foreground: .magenta, attributes: .bold),
        .columnHeader: Style(foreground: .indexed(242), attributes: .underline),
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
}
