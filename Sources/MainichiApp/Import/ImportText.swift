import MainichiCore

/// The Import screen's words for a language, for `mainichi import`, which has no app context:
/// the same format line and column names as the screen, and the bad rows worded alike.
public enum ImportText {
    /// "CSV, separated by comma", "CSV, 구분자 comma".
    public static func format(_ format: InterchangeFormat, separator: Separator, wasHTML: Bool, language: Language) -> String {
        Strings(language).words.format(format, separator: separator, wasHTML: wasHTML)
    }

    /// A column's role: "word", "단어".
    public static func roleName(_ role: ColumnRole, language: Language) -> String {
        Strings(language).words.roleName(role)
    }
}
