#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore

/// A program that turns Japanese text into a wav file, and how to call it.
///
/// Every engine reads the text from a UTF-8 file (never from the command line, never through a
/// shell), so no text can be taken for an option.
public struct SpeechEngine: Sendable, Equatable {
    /// The engines Mainichi knows, in the order they are preferred.
    public enum Kind: String, Sendable, CaseIterable {
        /// macOS `say -v Kyoko`.
        case say
        /// Open JTalk with a MeCab dictionary and an HTS voice.
        case openJTalk = "open_jtalk"
        /// espeak-ng with voice `ja`: reads kana only, skipping kanji.
        case espeak = "espeak-ng"
    }

    public var kind: Kind
    /// The program's full path.
    public var executable: String
    /// Open JTalk's dictionary directory.
    public var dictionary: String?
    /// Open JTalk's .htsvoice file.
    public var voice: String?

    public init(kind: Kind, executable: String, dictionary: String? = nil, voice: String? = nil) {
        self.kind = kind
        self.executable = executable
        self.dictionary = dictionary
        self.voice = voice
    }

    /// The arguments that synthesise the text in `textFile` into the wav file `output`.
    public func arguments(textFile: String, output: String) -> [String] {
        switch kind {
        case .say:
            return ["-v", "Kyoko", "--file-format=WAVE", "--data-format=LEI16@22050", "-o", output, "-f", textFile]
        case .openJTalk:
            return ["-x", dictionary ?? "", "-m", voice ?? "", "-ow", output, textFile]
        case .espeak:
            return ["-v", "ja", "-w", output, "-f", textFile]
        }
    }

    /// What the engine is called in messages and `mainichi doctor`: "open_jtalk (voice mei_normal)".
    public var displayName: String {
        switch kind {
        case .say: return "say -v Kyoko"
        case .openJTalk:
            let voiceName = voice.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent } ?? "?"
            return "open_jtalk (voice \(voiceName))"
        case .espeak: return "espeak-ng -v ja (kana only)"
        }
    }

    /// What identifies the sound the engine makes, for the audio cache: the kind and, for Open JTalk,
    /// the voice file.
    public var cacheIdentity: String {
        kind.rawValue + (voice.map { ":" + $0 } ?? "")
    }

    // MARK: - Detection

    /// Detects the engine and player (PATH lookups and file checks only: nothing is run) and makes
    /// the pronouncer the app uses. This is the one call the executable needs at startup.
    ///
    /// ```swift
    /// let pronouncer = SpeechEngine.detect(environment: ProcessInfo.processInfo.environment,
    ///                                      cacheDirectory: directories.cache, decksDirectory: decks)
    /// ```
    /// - Parameters:
    ///   - environment: the process environment (PATH, XDG_DATA_HOME, HOME; XDG_RUNTIME_DIR and
    ///     PULSE_SERVER to explain a playback failure).
    ///   - cacheDirectory: where synthesised wav files are kept (`DataDirectories.cache`).
    ///   - decksDirectory: the decks in use; a `voices` folder beside them is searched for voices.
    public static func detect(environment: [String: String], cacheDirectory: URL,
                              decksDirectory: URL? = nil) -> Pronouncer {
        let setup = SpeechDetector(environment: environment, decksDirectory: decksDirectory).detect()
        return Pronouncer(setup: setup, cacheDirectory: cacheDirectory,
                          deviceCheck: AudioDeviceCheck(environment: environment), checksDeviceFirst: true)
    }
}
