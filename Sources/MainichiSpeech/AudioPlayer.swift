#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore

/// A program that plays a wav file, and how to call it.
public struct AudioPlayer: Sendable, Equatable {
    /// The players Mainichi tries, in order: afplay (macOS); paplay, pw-play, aplay, play (SoX).
    public static let knownNames = ["afplay", "paplay", "pw-play", "aplay", "play"]

    /// The program's name: "aplay".
    public var name: String
    /// The program's full path.
    public var executable: String

    public init(name: String, executable: String) {
        self.name = name
        self.executable = executable
    }

    /// The arguments that play `file` once, as quietly (in text) as the program allows.
    public func arguments(file: String) -> [String] {
        switch name {
        case "aplay": return ["-q", file]
        case "play": return ["-q", file]
        default: return [file]
        }
    }
}
