#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore

/// A program that plays an audio file (a wav for speech), and how to call it.
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

    /// The arguments that play `file` once, as quietly (in text) as the program allows, without
    /// a window or keyboard control (mpv, ffplay).
    public func arguments(file: String) -> [String] {
        switch name {
        case "aplay": return ["-q", file]
        case "play": return ["-q", file]
        case "mpv": return ["--no-terminal", "--no-video", "--", file]
        case "ffplay": return ["-nodisp", "-autoexit", "-loglevel", "quiet", file]
        default: return [file]
        }
    }

    /// The formats the program plays: mpv and ffplay every one, afplay mp3, wav and m4a, the
    /// others wav (what they play for certain whatever codecs the system has).
    public var formats: Set<AudioFormat> {
        switch name {
        case "mpv", "ffplay": return Set(AudioFormat.allCases)
        case "afplay": return [.mp3, .wav, .m4a]
        default: return [.wav]
        }
    }
}
