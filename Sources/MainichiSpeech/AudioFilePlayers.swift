#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore

/// The programs found on the PATH that play audio files, and which one plays each format.
///
/// Players in order of preference: afplay (macOS: mp3, wav, m4a), paplay and pw-play (wav),
/// aplay (wav), mpv and ffplay (every format), play (SoX: wav). A wav file goes to the same kind
/// of player speech uses; mp3 and Ogg need mpv or ffplay (or afplay for mp3).
public struct AudioFilePlayers: Sendable, Equatable {
    /// The names tried, in order of preference.
    public static let knownNames = ["afplay", "paplay", "pw-play", "aplay", "mpv", "ffplay", "play"]

    /// The players found, in order of preference.
    public var players: [AudioPlayer]

    public init(players: [AudioPlayer] = []) {
        self.players = players
    }

    /// The players of `knownNames` that `search` finds (PATH lookups only: nothing is run).
    public init(search: ExecutableSearch) {
        players = Self.knownNames.compactMap { name in search.path(of: name).map { AudioPlayer(name: name, executable: $0) } }
    }

    /// The first player that plays `format`, or nil.
    public func player(for format: AudioFormat) -> AudioPlayer? {
        players.first { $0.formats.contains(format) }
    }

    /// The formats some player here plays, in `AudioFormat` order.
    public var playableFormats: [AudioFormat] {
        AudioFormat.allCases.filter { player(for: $0) != nil }
    }
}
