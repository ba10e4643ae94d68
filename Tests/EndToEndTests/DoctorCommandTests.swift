import Foundation
import TestSupport
import Testing

/// `mainichi doctor`: a report line per check; exit 1 only when the decks are missing.
@Suite("mainichi doctor")
struct DoctorCommandTests {
    /// This test's files (a suite's instance lives for one test): removed with it.
    let scratch = TemporaryDirectory()

    static let decks = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Decks").path

    private func doctor(decks: String, path: String? = nil, arguments: [String] = [], media: [String] = []) throws -> ProcessResult {
        let directory = scratch.fresh("directory")
        if !media.isEmpty {
            let folder = directory.appendingPathComponent("media")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            for name in media { try Data("ID3".utf8).write(to: folder.appendingPathComponent(name)) }
        }
        var environment: [String: String?] = ["MAINICHI_DECKS": decks, "TERM": "xterm-256color"]
        if let path {
            // Only the fake programs: no sound server of this machine may answer for them.
            environment["PATH"] = path
            environment["XDG_RUNTIME_DIR"] = .some(nil)
            environment["PULSE_SERVER"] = .some(nil)
        }
        return try ProcessResult.run(try MainichiBinary.path(), ["doctor", "--data-dir", directory.path] + arguments,
                                     environment: environment)
    }

    @Test("A relative XDG_DATA_HOME is ignored, and doctor says so (A18)")
    func relativeDataHome() throws {
        let home = scratch.fresh("home")
        let result = try ProcessResult.run(try MainichiBinary.path(), ["doctor"],
                                           environment: ["MAINICHI_DECKS": Self.decks, "TERM": "xterm-256color",
                                                         "HOME": home.path, "XDG_DATA_HOME": "reldata",
                                                         "XDG_CONFIG_HOME": nil, "XDG_CACHE_HOME": nil, "LANG": "C.UTF-8",
                                                         "LC_ALL": nil, "LC_MESSAGES": nil])
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains { $0.hasPrefix("[warn]") && $0.contains("XDG_DATA_HOME=reldata is not an absolute path") })
        #expect(lines.contains { $0.contains(" data ") && $0.contains(home.appendingPathComponent(".local/share/mainichi").path) })
    }

    @Test("The theme line says what the app would use and why: NO_COLOR, else automatic from COLORFGBG")
    func themeLine() throws {
        func themeLine(_ environment: [String: String?]) throws -> String {
            let directory = scratch.fresh("directory")
            var changes: [String: String?] = ["MAINICHI_DECKS": Self.decks, "TERM": "xterm-256color",
                                              "NO_COLOR": nil, "COLORFGBG": nil]
            changes.merge(environment) { _, new in new }
            let result = try ProcessResult.run(try MainichiBinary.path(), ["doctor", "--data-dir", directory.path],
                                               environment: changes)
            return result.standardOutput.split(separator: "\n").first { $0.contains(" theme ") }.map(String.init) ?? ""
        }
        #expect(try themeLine(["NO_COLOR": "1", "COLORFGBG": "0;15"]).hasSuffix("theme     monochrome (NO_COLOR is set)"))
        #expect(try themeLine(["COLORFGBG": "0;15"]).hasSuffix("theme     light (automatic, from the terminal's background)"))
        #expect(try themeLine(["COLORFGBG": "15;0"]).hasSuffix("theme     dark (automatic, from the terminal's background)"))
        #expect(try themeLine([:]).contains("theme     dark (automatic; the terminal did not say"))
    }

    /// A directory of fake programs: espeak-ng writing a wav, and an aplay that lists a card or
    /// none (as aplay does, on stderr with status 0) and plays with `playStatus`. Shell built-ins
    /// only, since PATH holds nothing else.
    private func fakeSpeechTools(cards: Bool, playStatus: Int) throws -> URL {
        let bin = scratch.freshDirectory("bin")
        let list = cards
            ? "echo 'card 0: Fake [Fake Audio], device 0: Fake PCM [Fake PCM]'"
            : "echo 'aplay: device_list:274: no soundcards found...' >&2"
        let programs = [
            "espeak-ng": """
                out=""; prev=""
                for arg in "$@"; do [ "$prev" = "-w" ] && out="$arg"; prev="$arg"; done
                echo "RIFF" > "$out"
                """,
            "aplay": """
                if [ "$1" = "-l" ]; then \(list); exit 0; fi
                echo "ALSA lib confmisc.c: cannot find card '0'" >&2
                exit \(playStatus)
                """,
        ]
        for (name, body) in programs {
            let url = bin.appendingPathComponent(name)
            // Written through a close-on-exec descriptor: tests run in parallel, and a descriptor open
            // for writing that leaks into another test's child (a tmux server) would make executing
            // this program fail with "text file busy".
            let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
            guard descriptor >= 0 else { throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path]) }
            let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            try handle.write(contentsOf: Data(("#!/bin/sh\n" + body + "\n").utf8))
            try handle.close()
        }
        return bin
    }

    @Test func aPlayerWithoutASoundDeviceIsAWarningThatSaysWhatToDo() throws {
        let bin = try fakeSpeechTools(cards: false, playStatus: 1)
        let result = try doctor(decks: Self.decks, path: bin.path, arguments: ["--speak"])
        #expect(result.status == 0)
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("[ok]   speech    espeak-ng -v ja (kana only): \(bin.path)/espeak-ng"))
        #expect(lines.contains("[ok]   audio     player aplay: \(bin.path)/aplay"))
        let device = lines.first { $0.hasPrefix("[warn] audio     device: none found (aplay -l: no soundcards): ") }
        #expect(device?.contains("PulseAudio or PipeWire") == true, "\(lines)")
        // --speak tells the steps apart: the engine worked, the player had nowhere to play.
        #expect(lines.contains("[ok]   speech    synthesised たべる"))
        #expect(lines.contains("[warn] audio     playing たべる: aplay failed (exit status 1): no sound device (aplay -l: no soundcards)"))
        #expect(!result.standardOutput.contains("ALSA lib"))
    }

    @Test func aPlayerWithASoundCardIsOK() throws {
        let bin = try fakeSpeechTools(cards: true, playStatus: 0)
        let result = try doctor(decks: Self.decks, path: bin.path, arguments: ["--speak"])
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("[ok]   audio     device: card 0: Fake [Fake Audio]"), "\(lines)")
        #expect(lines.contains("[ok]   speech    synthesised たべる"))
        #expect(lines.contains { $0.hasPrefix("[ok]   audio     played たべる") })
        #expect(!lines.contains { $0.hasPrefix("[warn] audio") })
        #expect(lines.contains("[ok]   audio     recordings play: wav (aplay)"))
        #expect(lines.contains("[ok]   audio     no player for mp3, ogg, opus, flac, m4a recordings (install mpv or ffmpeg)"))
    }

    @Test func recordingsInMediaThatNoPlayerPlaysAreAWarningAndMpvPlaysThemAll() throws {
        let bin = try fakeSpeechTools(cards: true, playStatus: 0)
        let media = ["taberu.mp3", "eki.mp3", "mizu.wav"]
        var lines = try doctor(decks: Self.decks, path: bin.path, media: media).standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("[ok]   audio     recordings play: wav (aplay)"))
        #expect(lines.contains("[warn] audio     no player for mp3, ogg, opus, flac, m4a recordings (install mpv or ffmpeg): "
                               + "2 files in media/ will be spoken instead"), "\(lines)")
        let mpv = bin.appendingPathComponent("mpv")
        let descriptor = open(mpv.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        #expect(descriptor >= 0)
        close(descriptor)
        lines = try doctor(decks: Self.decks, path: bin.path, media: media).standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.contains("[ok]   audio     recordings play: mp3 (mpv), ogg (mpv), opus (mpv), wav (aplay), flac (mpv), m4a (mpv)"),
                "\(lines)")
        #expect(!lines.contains { $0.contains("no player for") })
    }

    @Test func reportsEverySectionAndExitsZero() throws {
        let result = try doctor(decks: Self.decks)
        #expect(result.status == 0, "\(result.standardOutput)")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        #expect(lines.allSatisfy { $0.hasPrefix("[ok]") || $0.hasPrefix("[warn]") || $0.hasPrefix("[fail]") })
        #expect(lines.contains("[ok]   terminal  TERM=xterm-256color"))
        #expect(lines.contains { $0.hasPrefix("[ok]   locale") || $0.hasPrefix("[warn] locale") })
        #expect(lines.contains { $0.hasPrefix("[ok]   decks     vocab N5: ") && $0.hasSuffix(" days") })
        #expect(lines.contains("[ok]   decks     11 deck files valid"))
        #expect(lines.contains { $0.contains(" speech ") })
    }

    @Test func withoutSpeechToolsItSaysWhatToInstall() throws {
        let empty = scratch.freshDirectory("empty")
        let result = try doctor(decks: Self.decks, path: empty.path)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("[warn] speech    no speech engine: run make tts"))
        #expect(result.standardOutput.contains("elsewhere install Open JTalk"), "what to do on a system make does not cover")
        #expect(result.standardOutput.contains("[warn] audio     no audio player"))
    }

    @Test func missingDecksFail() throws {
        let result = try doctor(decks: "/nonexistent-decks")
        #expect(result.status == 1)
        #expect(result.standardOutput.contains("[fail] decks"))
    }

    /// `doctor --data-dir /etc/passwd` said "[ok] cache /etc/passwd/cache (created on first use)" (B9.6).
    @Test func aDirectoryUnderAFileCannotBeCreated() throws {
        let file = scratch.fresh("file")
        try Data("x".utf8).write(to: file)
        let result = try ProcessResult.run(try MainichiBinary.path(), ["doctor", "--data-dir", file.path],
                                           environment: ["MAINICHI_DECKS": Self.decks, "TERM": "xterm-256color"])
        #expect(result.standardOutput.contains("[fail] cache     \(file.path)/cache cannot be created: \(file.path) is a file"))
        #expect(!result.standardOutput.contains("created on first use"))
        #expect(result.status != 0)
    }

    @Test("--lang ko makes the report Korean under an English locale, before or after the command name")
    func koreanByOption() throws {
        for arguments in [["doctor", "--lang", "ko"], ["--lang", "ko", "doctor"]] {
            let directory = scratch.fresh("directory")
            let result = try ProcessResult.run(try MainichiBinary.path(), arguments + ["--data-dir", directory.path],
                                               environment: ["MAINICHI_DECKS": Self.decks, "TERM": "xterm-256color",
                                                             "LANG": "en_US.UTF-8", "LC_ALL": nil, "LC_MESSAGES": nil])
            let lines = result.standardOutput.split(separator: "\n").map(String.init)
            #expect(lines.contains { $0.hasPrefix("[ok]") && $0.contains(" 덱 ") }, "\(arguments)")
            #expect(!lines.contains { $0.contains(" decks ") || $0.contains(" terminal ") }, "\(arguments)")
        }
        // Without the option the locale still decides.
        let english = try doctor(decks: Self.decks)
        #expect(english.standardOutput.contains(" decks "))
    }
}
