/// What speech detection found: the engine and player to use, or why there is none.
public struct SpeechSetup: Sendable, Equatable {
    /// The engine to synthesise with, or nil.
    public var engine: SpeechEngine?
    /// The player to play wav files with, or nil.
    public var player: AudioPlayer?
    /// What was found lacking, for `mainichi doctor` (which words it in the run's language).
    public enum Note: Sendable, Equatable {
        /// open_jtalk is installed without its naist-jdic dictionary.
        case noDictionary
        /// open_jtalk is installed without an HTS voice in `directory` (or the system's).
        case noVoice(directory: String)
    }

    /// Notes on what was found lacking.
    public var notes: [Note]
    /// The players of recordings (an item's own audio file), by format.
    public var filePlayers: AudioFilePlayers

    public init(engine: SpeechEngine?, player: AudioPlayer?, notes: [Note] = [], filePlayers: AudioFilePlayers = AudioFilePlayers()) {
        self.engine = engine
        self.player = player
        self.notes = notes
        self.filePlayers = filePlayers
    }

    /// Why speech cannot work, or nil when both an engine and a player were found.
    public var unavailableReason: String? {
        switch (engine, player) {
        case (nil, nil): return "no speech engine and no audio player (run make tts)"
        case (nil, _): return "no speech engine (run make tts)"
        case (_, nil): return "no audio player (install alsa-utils, pulseaudio-utils or pipewire)"
        default: return nil
        }
    }
}
