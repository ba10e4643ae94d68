/// Something that can say Japanese text aloud without blocking the caller.
public protocol Pronouncing: AnyObject {
    /// Starts speaking `text` (kana for a word's reading, the sentence as written for examples)
    /// and returns at once. Returns false when no engine or player is available.
    @discardableResult
    func speak(_ text: String) -> Bool

    /// Why speech is unavailable, or nil when it works.
    var unavailableReason: String? { get }

    /// Starts playing the audio file at `path` (an item's own recording) with a program that
    /// plays its format, and returns at once; `.noPlayer` when no such program was found.
    func play(file path: String) -> AudioFilePlayback

    /// A few words on why speech is unavailable ("no sound device"), or nil when unknown or when
    /// it works.
    var unavailableSummary: String? { get }
}

extension Pronouncing {
    public var unavailableSummary: String? { nil }

    /// Plays nothing: a pronouncer that cannot play files says so for every format.
    public func play(file path: String) -> AudioFilePlayback {
        .noPlayer(format: AudioFileName.format(of: path))
    }

    /// What the status line says when `speak` returns false: "audio unavailable: no sound device
    /// (mainichi doctor)" when the cause is known, else "audio unavailable: run mainichi doctor".
    public var unavailableStatus: String {
        if let summary = unavailableSummary { return "audio unavailable: \(summary) (mainichi doctor)" }
        return "audio unavailable: run mainichi doctor"
    }
}

/// A pronouncer that only records what it was asked to say: for tests, and for audio turned off.
public final class RecordingPronouncer: Pronouncing {
    /// Every text passed to `speak`, oldest first.
    public private(set) var spokenTexts: [String] = []
    /// Every file passed to `play(file:)` that it played, oldest first.
    public private(set) var playedFiles: [String] = []
    /// The answer `speak` gives.
    public var isAvailable: Bool
    /// The formats `play(file:)` plays ("mp3"); nil for every format.
    public var playableFormats: Set<String>?

    public init(isAvailable: Bool = true) {
        self.isAvailable = isAvailable
    }

    @discardableResult
    public func speak(_ text: String) -> Bool {
        guard isAvailable else { return false }
        spokenTexts.append(text)
        return true
    }

    public func play(file path: String) -> AudioFilePlayback {
        let format = AudioFileName.format(of: path)
        if let playableFormats, !playableFormats.contains(format) { return .noPlayer(format: format) }
        guard isAvailable else { return .soundFailing }
        playedFiles.append(path)
        return .playing
    }

    public var unavailableReason: String? { isAvailable ? nil : "no speech engine" }
}
