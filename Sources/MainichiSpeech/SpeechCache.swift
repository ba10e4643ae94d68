#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore

/// Where synthesised audio is kept: one wav file per engine and text, in `$XDG_CACHE_HOME/mainichi`.
///
/// File names are `<engine>-<hash>.wav`, the hash a 64-bit FNV-1a of the engine's identity and the
/// text. It is stable across runs (unlike Swift's seeded `Hasher`), so a word spoken yesterday is
/// played from the cache today.
public struct SpeechCache: Sendable {
    public var directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// The cache file for `text` spoken by `engine`.
    public func fileURL(for text: String, engine: SpeechEngine) -> URL {
        let key = Self.key(engineIdentity: engine.cacheIdentity, text: text)
        return directory.appendingPathComponent("\(engine.kind.rawValue)-\(key).wav")
    }

    /// 16 hex digits identifying an engine and a text.
    public static func key(engineIdentity: String, text: String) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in engineIdentity.utf8 + [0] + text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 16 - hex.count) + hex
    }

    /// The text as engines receive it: control characters (and anything that would start a
    /// terminal escape) removed, runs of whitespace made one space, trimmed, at most 500 characters.
    public static func sanitize(_ text: String) -> String {
        var result = ""
        var pendingSpace = false
        for scalar in text.unicodeScalars {
            if scalar.properties.isWhitespace || scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) {
                pendingSpace = !result.isEmpty
                continue
            }
            if scalar.properties.generalCategory == .format { continue }
            if pendingSpace { result.append(" ") }
            pendingSpace = false
            result.unicodeScalars.append(scalar)
        }
        return String(result.prefix(500))
    }
}
