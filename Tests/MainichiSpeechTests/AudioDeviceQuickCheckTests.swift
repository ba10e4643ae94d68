import Foundation
import TestSupport
import Testing
@testable import MainichiCore
@testable import MainichiSpeech

/// The file-only device check the first `p` uses, so a machine without sound says so at once.
@Suite("Audio device quick check")
struct AudioDeviceQuickCheckTests {
    private let aplay = AudioPlayer(name: "aplay", executable: "/usr/bin/aplay")
    /// This test's files (a suite's instance lives for one test): removed with it.
    private let scratch = TemporaryDirectory()

    /// A check whose ALSA card list and runtime directory live in a fresh temporary directory.
    private func check(cards: String?, socket: String? = nil) throws -> AudioDeviceCheck {
        let root = scratch.fresh("quick")
        let runtime = root.appendingPathComponent("run")
        try FileManager.default.createDirectory(at: runtime.appendingPathComponent("pulse"),
                                                withIntermediateDirectories: true)
        var check = AudioDeviceCheck(environment: ["XDG_RUNTIME_DIR": runtime.path])
        check.alsaCardsFile = root.appendingPathComponent("cards").path
        if let cards { try cards.write(toFile: check.alsaCardsFile, atomically: true, encoding: .utf8) }
        if let socket {
            #expect(FileManager.default.createFile(atPath: runtime.appendingPathComponent(socket).path, contents: nil))
        }
        return check
    }

    #if os(Linux)
    @Test func noSoundCardsAndNoServerIsUnavailable() throws {
        let listed = try check(cards: "--- no soundcards ---\n")
        #expect(listed.quickCheck(aplay) == .unavailable("no ALSA sound cards (\(listed.alsaCardsFile): no soundcards)"))
        let missing = try check(cards: nil)
        #expect(missing.quickCheck(aplay) == .unavailable("no ALSA sound cards (\(missing.alsaCardsFile) is missing)"))
    }

    @Test func aListedCardOrASoundServerLeavesItToTheRealCheck() throws {
        #expect(try check(cards: " 0 [PCH            ]: HDA-Intel - HDA Intel PCH\n").quickCheck(aplay) == nil)
        #expect(try check(cards: nil, socket: "pulse/native").quickCheck(aplay) == nil)
        #expect(try check(cards: nil, socket: "pipewire-0").quickCheck(aplay) == nil)
    }

    @Test func theFirstSpeakOnAMachineWithoutSoundSaysSoAtOnce() throws {
        let cache = scratch.fresh("cache")
        let setup = SpeechSetup(engine: SpeechEngine(kind: .espeak, executable: "/bin/true"), player: aplay)
        let pronouncer = Pronouncer(setup: setup, cacheDirectory: cache, deviceCheck: try check(cards: nil),
                                    checksDeviceFirst: true)
        #expect(pronouncer.speak("たべる") == false)
        #expect(pronouncer.unavailableStatus == "audio unavailable: no sound device (mainichi doctor)")
    }
    #endif

    @Test func afplayAndANamedServerAreNeverJudgedFromFiles() throws {
        #expect(try check(cards: nil).quickCheck(AudioPlayer(name: "afplay", executable: "/usr/bin/afplay")) == nil)
        var named = try check(cards: nil)
        named.pulseServer = "tcp:elsewhere"
        #expect(named.quickCheck(aplay) == nil)
    }
}
