/// What a cell means, not how it looks: a theme turns a role into colours and attributes.
///
/// Roles are open: a module may add its own (`extension StyleRole { static let heat3 = ... }`)
/// and give it a look in its theme. Snapshot tests print roles by name, so a changed colour
/// scheme does not churn the golden files.
public struct StyleRole: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    public init(_ rawValue: String) {
        self.rawValue = rawValue
    }

    public var description: String { rawValue }

    /// Plain text; the terminal's default colours.
    public static let normal = StyleRole("normal")
    /// Screen and section titles.
    public static let title = StyleRole("title")
    /// The selected row.
    public static let selection = StyleRole("selection")
    /// Secondary text: hints, hidden placeholders, dates.
    public static let dim = StyleRole("dim")
    /// Highlighted text: marks, keys in the footer, counts.
    public static let accent = StyleRole("accent")
    /// A right answer.
    public static let correct = StyleRole("correct")
    /// A wrong answer or an error.
    public static let wrong = StyleRole("wrong")
    /// The title bar across the top of the screen.
    public static let titleBar = StyleRole("titleBar")
    /// The footer across the bottom of the screen.
    public static let footer = StyleRole("footer")
    /// Frames of alerts and overlays.
    public static let border = StyleRole("border")
}
