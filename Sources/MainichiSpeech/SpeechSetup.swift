/// What speech detection found: the engine and player to use, or why there is none.
public struct SpeechSetup: Sendable, Equatable {
    /// The engine to synthesise with, or nil.
    public var engine: SpeechEngine?
    /// The player to play wav files with, or nil.
    public var player: AudioPlayer?
    /// Notes on what was found lacking, for `mainichi doctor`: "open_jtalk found, but no HTS voice ...".
    public var notes: [String]

    public init(engine: SpeechEngine?, player: AudioPlayer?, notes: [String] = []) {
        self.engine = engine
        self.player = player
        self.notes = notes
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
