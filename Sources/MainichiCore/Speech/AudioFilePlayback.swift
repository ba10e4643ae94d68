/// What became of a request to play an audio file (`Pronouncing.play(file:)`).
public enum AudioFilePlayback: Sendable, Equatable {
    /// The file is playing, in the background.
    case playing
    /// Sound is failing: the previous attempt failed (the file is tried all the same) or there
    /// is no sound device; `Pronouncing.unavailableSummary` says why.
    case soundFailing
    /// No program on this machine plays files of this format ("ogg"; empty when the name has no
    /// extension): nothing was started.
    case noPlayer(format: String)
}
