/// A language the interface is shown in.
///
/// The core only names it; the app layer holds the words of each (`Strings`).
public enum Language: String, Codable, Sendable, CaseIterable {
    case english
    case korean

    /// The language the locale environment asks for: the first set one of LC_ALL, LC_MESSAGES and
    /// LANG (as POSIX looks them up for messages) decides; a Korean locale (`ko_KR.UTF-8`, `ko`)
    /// gives Korean, anything else (or none) English.
    public static func fromEnvironment(_ environment: [String: String]) -> Language {
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[name], !value.isEmpty else { continue }
            return value == "ko" || value.hasPrefix("ko_") || value.hasPrefix("ko.") || value.hasPrefix("ko@") ? .korean : .english
        }
        return .english
    }
}

extension Settings {
    /// The language setting: one language, or `automatic` (the locale environment decides).
    public enum LanguageChoice: String, Codable, Sendable, CaseIterable {
        case automatic
        case english
        case korean

        /// The language this choice gives in `environment` (`Language.fromEnvironment` when automatic).
        public func resolved(environment: [String: String]) -> Language {
            switch self {
            case .automatic: Language.fromEnvironment(environment)
            case .english: .english
            case .korean: .korean
            }
        }
    }
}
