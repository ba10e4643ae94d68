#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The environment variables a start of the full-screen app reads, each with `getenv`.
///
/// `ProcessInfo.environment` builds a dictionary of every variable of the process (0.7 million
/// instructions, 8% of the way to the first frame); the start needs a dozen. What is read later
/// with the whole environment (speech detection: PATH and the audio variables) reads
/// `ProcessInfo` then. A variable the start comes to need must be added to `names`.
enum StartEnvironment {
    /// The terminal (TERM, COLORFGBG, NO_COLOR), the directories (HOME, XDG_*, MAINICHI_DECKS) and
    /// the locale the automatic language follows (LC_ALL, LC_MESSAGES, LANG).
    static let names = ["TERM", "COLORFGBG", "NO_COLOR", "HOME", "XDG_DATA_HOME", "XDG_CONFIG_HOME",
                        "XDG_CACHE_HOME", "MAINICHI_DECKS", "LC_ALL", "LC_MESSAGES", "LANG"]

    /// The variables of `names` that are set, by name.
    static func read() -> [String: String] {
        var environment: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { environment[name] = String(cString: value) }
        }
        return environment
    }
}
