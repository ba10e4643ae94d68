/// Maps style roles to looks. Unknown roles fall back to `.normal`.
public struct Theme: Sendable {
    /// A short name for settings and `doctor`: "dark", "light", "monochrome".
    public var name: String
    /// Whether the theme uses colour at all; the monochrome theme uses only attributes.
    public var usesColor: Bool
    public var styles: [StyleRole: Style]

    public init(name: String, usesColor: Bool, styles: [StyleRole: Style]) {
        self.name = name
        self.usesColor = usesColor
        self.styles = styles
    }

    /// The look of `role`.
    public func style(for role: StyleRole) -> Style {
        styles[role] ?? styles[.normal] ?? .plain
    }
}
