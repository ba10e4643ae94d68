import MainichiCore

/// The words of the interface in one language: every text the learner reads is made here.
///
/// Each screen group has its own table: a protocol with one requirement per string or sentence
/// (`MenuStrings`, `SettingsStrings`...), an English and a Korean type that conform to it, and an
/// accessor in an extension of `Strings` in the protocol's file. A Korean type that misses a string
/// does not compile; the protocols have no default implementations, so none can be inherited from
/// English by accident. A new group adds its own three files and touches no other, so screen
/// groups can be translated in parallel.
///
/// ```swift
/// let strings = context.strings
/// title = strings.menu.title
/// strings.common.count(3, of: .vocab)  // "3 words", "단어 3개"
/// ```
public struct Strings: Sendable {
    /// The language of every table.
    public let language: Language

    public init(_ language: Language) {
        self.language = language
    }
}
