import Foundation
import TestSupport

/// A temporary directory with fake programs and voices, for speech tests (removed with the fixture).
final class SpeechFixture {
    private let scratch = TemporaryDirectory()
    var root: URL { scratch.url }
    var bin: URL { root.appendingPathComponent("bin") }
    var dataHome: URL { root.appendingPathComponent("data") }
    var dictionary: URL { root.appendingPathComponent("dic") }
    var cache: URL { root.appendingPathComponent("cache") }
    var log: URL { root.appendingPathComponent("log.txt") }

    init() throws {
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    }

    /// The environment detection reads: PATH is only the fake bin directory.
    var environment: [String: String] {
        ["PATH": bin.path, "HOME": root.path, "XDG_DATA_HOME": dataHome.path]
    }

    /// Writes an executable shell script into bin.
    ///
    /// The file is opened close-on-exec and closed before anything runs it. Foundation's atomic
    /// write opens its temporary file without O_CLOEXEC, so a child process that another test
    /// spawned at that moment could keep the script open for writing, and running it then fails
    /// with ETXTBSY: the fake player silently did not play when the suite ran under load.
    func addProgram(_ name: String, _ body: String) throws {
        let url = bin.appendingPathComponent(name)
        let bytes = Array(("#!/bin/sh\n" + body + "\n").utf8)
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(descriptor) }
        guard bytes.withUnsafeBytes({ write(descriptor, $0.baseAddress, $0.count) }) == bytes.count else {
            throw CocoaError(.fileWriteUnknown)
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: url.path)
    }

    /// A fake open_jtalk: logs "engine <text>" and writes the text into the -ow file. When
    /// `waitFor` is given, it waits for that file to exist first (to hold the engine busy).
    func addFakeOpenJTalk(waitFor gate: URL? = nil, exitStatus: Int = 0) throws {
        let wait = gate.map { "while [ ! -e '\($0.path)' ]; do sleep 0.02; done" } ?? ""
        try addProgram("open_jtalk", """
            out=""; prev=""
            for arg in "$@"; do [ "$prev" = "-ow" ] && out="$arg"; prev="$arg"; done
            eval "text=\\$$#"
            \(wait)
            echo "engine $(cat "$text") $*" >> '\(log.path)'
            [ \(exitStatus) -ne 0 ] && exit \(exitStatus)
            echo "RIFF fake wav: $(cat "$text")" > "$out"
            echo "noise on stdout"; echo "noise on stderr" >&2
            """)
    }

    /// A fake player: logs "play <file contents>" and exits with `exitStatus`. Asked `-l` (as
    /// `aplay -l`), it logs "list <name>" and lists one card, or, without `cards`, says what aplay
    /// says on a machine without any (on stderr, exit status 0). With `hangsOnList`, `-l` never
    /// answers.
    func addFakePlayer(_ name: String = "aplay", exitStatus: Int = 0, cards: Bool = true, hangsOnList: Bool = false) throws {
        let list = hangsOnList ? "exec sleep 30" : cards
            ? "echo '**** List of PLAYBACK Hardware Devices ****'; echo 'card 0: Fake [Fake Audio], device 0: Fake PCM [Fake PCM]'"
            : "echo 'aplay: device_list:274: no soundcards found...' >&2"
        try addProgram(name, """
            if [ "$1" = "-l" ]; then
                echo "list \(name)" >> '\(log.path)'
                \(list)
                exit 0
            fi
            eval "file=\\$$#"
            echo "play \(name) $(cat "$file")" >> '\(log.path)'
            echo "ALSA lib pcm.c: Unknown PCM default" >&2
            exit \(exitStatus)
            """)
    }

    /// A fake `pactl`: `pactl info` succeeds when a server is `running`, else fails as pactl does.
    func addFakePactl(running: Bool) throws {
        try addProgram("pactl", running
            ? "echo 'Server Name: PulseAudio (on PipeWire 1.0.5)'; exit 0"
            : "echo 'Connection failure: Connection refused' >&2; exit 1")
    }

    /// Installs the dictionary (a sys.dic) and a voice in Mainichi's voices folder.
    func addDictionaryAndVoice(voiceName: String = "mei_normal.htsvoice") throws {
        try FileManager.default.createDirectory(at: dictionary, withIntermediateDirectories: true)
        try Data().write(to: dictionary.appendingPathComponent("sys.dic"))
        let voices = dataHome.appendingPathComponent("mainichi/voices")
        try FileManager.default.createDirectory(at: voices, withIntermediateDirectories: true)
        try Data().write(to: voices.appendingPathComponent(voiceName))
    }

    /// The lines logged so far by the fake programs.
    var logLines: [String] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }
}
