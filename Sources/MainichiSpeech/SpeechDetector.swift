#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore

/// Looks for a speech engine, an Open JTalk dictionary and voice, and an audio player.
///
/// Only PATH lookups and file-system checks: nothing is run, so detection at startup is cheap.
/// Engines in order: `say -v Kyoko` (macOS), Open JTalk (with a dictionary and an HTS voice),
/// espeak-ng. Players in order: afplay, paplay, pw-play, aplay, play; for recordings of other
/// formats also mpv and ffplay (`AudioFilePlayers`).
public struct SpeechDetector: Sendable {
    /// Open JTalk dictionary directories tried in order (Debian's open-jtalk-mecab-naist-jdic first).
    public static let defaultDictionaryDirectories = [
        "/var/lib/mecab/dic/open-jtalk/naist-jdic",
        "/usr/share/open_jtalk/dic",
        "/usr/local/share/open_jtalk/dic",
        "/opt/homebrew/share/open_jtalk/dic",
    ]
    /// Where system packages put HTS voices (searched recursively).
    public static let defaultSystemVoiceDirectories = ["/usr/share/hts-voice"]

    public var search: ExecutableSearch
    public var dictionaryDirectories: [String]
    /// Directories searched directly for *.htsvoice, in order: Mainichi's own voices folder
    /// ($XDG_DATA_HOME/mainichi/voices), then `voices` beside the decks.
    public var voiceDirectories: [String]
    /// Directories searched recursively for *.htsvoice after `voiceDirectories`.
    public var systemVoiceDirectories: [String]
    /// Whether `say` is looked for (macOS only by default: another system's `say` is something else).
    public var allowsSay: Bool

    /// A detector for this machine.
    /// - Parameters:
    ///   - environment: PATH, XDG_DATA_HOME and HOME are read.
    ///   - decksDirectory: the decks in use: `voices` in it and beside it are searched.
    public init(environment: [String: String], decksDirectory: URL? = nil,
                dictionaryDirectories: [String] = SpeechDetector.defaultDictionaryDirectories,
                systemVoiceDirectories: [String] = SpeechDetector.defaultSystemVoiceDirectories) {
        search = ExecutableSearch(environment: environment)
        self.dictionaryDirectories = dictionaryDirectories
        self.systemVoiceDirectories = systemVoiceDirectories
        var voices: [String] = []
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? FileManager.default.homeDirectoryForCurrentUser.path
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            voices.append(dataHome + "/mainichi/voices")
        } else {
            voices.append(home + "/.local/share/mainichi/voices")
        }
        if let decksDirectory {
            voices.append(decksDirectory.appendingPathComponent("voices").path)
            voices.append(decksDirectory.deletingLastPathComponent().appendingPathComponent("voices").path)
        }
        voiceDirectories = voices
        #if os(macOS)
        allowsSay = true
        #else
        allowsSay = false
        #endif
    }

    /// Finds the engine and player.
    public func detect() -> SpeechSetup {
        var notes: [SpeechSetup.Note] = []
        var engine: SpeechEngine?
        if allowsSay, let say = search.path(of: "say") {
            engine = SpeechEngine(kind: .say, executable: say)
        }
        if engine == nil, let openJTalk = search.path(of: "open_jtalk") {
            let dictionary = self.dictionary()
            let voice = self.voice()
            if let dictionary, let voice {
                engine = SpeechEngine(kind: .openJTalk, executable: openJTalk, dictionary: dictionary, voice: voice)
            } else {
                if dictionary == nil {
                    notes.append(.noDictionary)
                }
                if voice == nil {
                    notes.append(.noVoice(directory: voiceDirectories.first ?? "~/.local/share/mainichi/voices"))
                }
            }
        }
        if engine == nil, let espeak = search.path(of: "espeak-ng") {
            engine = SpeechEngine(kind: .espeak, executable: espeak)
        }
        let player = AudioPlayer.knownNames.lazy
            .compactMap { name in search.path(of: name).map { AudioPlayer(name: name, executable: $0) } }
            .first
        return SpeechSetup(engine: engine, player: player, notes: notes, filePlayers: AudioFilePlayers(search: search))
    }

    /// The first dictionary directory holding a compiled MeCab dictionary (sys.dic).
    public func dictionary() -> String? {
        dictionaryDirectories.first { FileManager.default.fileExists(atPath: $0 + "/sys.dic") }
    }

    /// The voice to use: in the first directory that has any, the "mei" voice when there is one,
    /// else the first by name.
    public func voice() -> String? {
        for directory in voiceDirectories {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? []
            if let choice = Self.preferred(names.filter { $0.hasSuffix(".htsvoice") }) {
                return directory + "/" + choice
            }
        }
        for directory in systemVoiceDirectories {
            guard let paths = try? FileManager.default.subpathsOfDirectory(atPath: directory) else { continue }
            let found = paths.filter { $0.hasSuffix(".htsvoice") }
            if let choice = Self.preferred(found) { return directory + "/" + choice }
        }
        return nil
    }

    private static func preferred(_ paths: [String]) -> String? {
        let sorted = paths.sorted()
        return sorted.first { $0.lowercased().contains("mei_normal") } ?? sorted.first
    }
}
