/// Whether an audio player has somewhere to send its sound, as `AudioDeviceCheck` found it.
public enum AudioDeviceStatus: Sendable, Equatable {
    /// There is an output: what was found ("card 0: PCH [HDA Intel PCH]", "a PulseAudio or
    /// PipeWire server (pactl info)").
    case available(String)
    /// There is none, and how that was seen ("aplay -l: no soundcards").
    case unavailable(String)
    /// It could not be told, and why ("aplay -l did not answer within 2 seconds").
    case unknown(String)
}
