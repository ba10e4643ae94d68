import MainichiCore

/// A format of audio file Mainichi knows how to hand to a player, named by its file extension.
public enum AudioFormat: String, Sendable, CaseIterable, Comparable {
    case mp3, ogg, opus, wav, flac, m4a

    /// The format of `fileName` by its extension (case ignored; `.oga` is Ogg, `.aac` is M4A's
    /// AAC); nil for an extension Mainichi does not know.
    public init?(fileName: String) {
        switch AudioFileName.format(of: fileName) {
        case "oga": self = .ogg
        case "aac", "mp4": self = .m4a
        case let other: self.init(rawValue: other)
        }
    }

    public static func < (lhs: AudioFormat, rhs: AudioFormat) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
