import MainichiCore

/// The names of the language choices, each written in its own language so a learner who cannot
/// read the current one still finds theirs: "English", "한국어", "automatic (한국어)".
enum LanguageText {
    /// A language's own name.
    static func name(of language: Language) -> String {
        switch language {
        case .english: "English"
        case .korean: "한국어"
        }
    }

    /// The setting's value: the language, or "automatic (한국어)" with what the environment gave.
    static func name(of choice: Settings.LanguageChoice, resolved: Language) -> String {
        switch choice {
        case .automatic: "\(resolved == .korean ? "자동" : "automatic") (\(name(of: resolved)))"
        case .english: name(of: .english)
        case .korean: name(of: .korean)
        }
    }
}
