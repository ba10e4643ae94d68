/// Why the last attempt to speak failed, and at which step.
public struct SpeechFailure: Sendable, Equatable {
    /// The step that failed.
    public enum Stage: String, Sendable {
        /// Writing to the audio cache.
        case cache
        /// The engine making the wav file.
        case synthesis
        /// The player playing it.
        case playback
    }

    public var stage: Stage
    /// The whole story, for `mainichi doctor`: "aplay failed (exit status 1): no sound device
    /// (aplay -l: no soundcards)".
    public var detail: String
    /// A few words for the status line: "no sound device", "open_jtalk failed".
    public var summary: String

    public init(stage: Stage, detail: String, summary: String) {
        self.stage = stage
        self.detail = detail
        self.summary = summary
    }
}
