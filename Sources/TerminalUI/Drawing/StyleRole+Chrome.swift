extension StyleRole {
    /// A key name in the footer ("j/k", "Enter").
    public static let footerKey = StyleRole("footerKey")
    /// The transient status line above the footer.
    public static let status = StyleRole("status")
    /// A section title inside a list ("Vocabulary", "Kanji"); usually not selectable.
    public static let sectionHeader = StyleRole("sectionHeader")
    /// Column headings above a list ("Word  Reading  Meaning").
    public static let columnHeader = StyleRole("columnHeader")
    /// Text being typed in a text field.
    public static let input = StyleRole("input")
    /// A focused button in an alert.
    public static let button = StyleRole("button")
}
