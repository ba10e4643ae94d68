import Foundation
import Testing
@testable import MainichiCore
@testable import MainichiSpeech

@Suite("Pronouncer")
struct PronouncerTests {
    private func pronouncer(_ fixture: SpeechFixture) -> Pronouncer {
        let setup = SpeechDetector(environment: fixture.environment, dictionaryDirectories: [fixture.dictionary.path],
                                   systemVoiceDirectories: []).detect()
        return Pronouncer(setup: setup, cacheDirectory: fixture.cache)
    }

    @Test func synthesisesIntoTheCacheThenPlaysAndReusesTheFile() throws {
        let fixture = try SpeechFixture()
        try fixture.addFakeOpenJTalk()
        try fixture.addDictionaryAndVoice()
        try fixture.addFakePlayer()
        let pronouncer = pronouncer(fixture)
        #expect(pronouncer.speak("たべる"))
        pronouncer.waitUntilIdle()
        #expect(pronouncer.speak("たべる"))
        pronouncer.waitUntilIdle()
        #expect(fixture.logLines.filter { $0.hasPrefix("engine") }.count == 1)
        #expect(fixture.logLines.filter { $0 == "play aplay RIFF fake wav: たべる" }.count == 2)
        let wav = pronouncer.cache.fileURL(for: "たべる", engine: pronouncer.setup.engine!)
        #expect(FileManager.default.fileExists(atPath: wav.path))
        // Only the wav is left in the cache: no text or partial files.
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.cache.path) == [wav.lastPathComponent])
        #expect(pronouncer.unavailableReason == nil)
    }

    @Test func speakReturnsBeforeTheEngineFinishes() throws {
        let fixture = try SpeechFixture()
        let gate = fixture.root.appendingPathComponent("gate")
        try fixture.addFakeOpenJTalk(waitFor: gate)
        try fixture.addDictionaryAndVoice()
        try fixture.addFakePlayer()
        let pronouncer = pronouncer(fixture)
        #expect(pronouncer.speak("のむ"))
        // The engine is still waiting for the gate, yet speak has returned.
        #expect(fixture.logLines.isEmpty)
        try Data().write(to: gate)
        pronouncer.waitUntilIdle()
        #expect(fixture.logLines.contains("play aplay RIFF fake wav: のむ"))
    }

    @Test func aNewerTextReplacesOlderOnesStillWaiting() throws {
        let fixture = try SpeechFixture()
        let gate = fixture.root.appendingPathComponent("gate")
        try fixture.addFakeOpenJTalk(waitFor: gate)
        try fixture.addDictionaryAndVoice()
        try fixture.addFakePlayer()
        let pronouncer = pronouncer(fixture)
        pronouncer.speak("いち")
        pronouncer.speak("に")
        pronouncer.speak("さん")
        try Data().write(to: gate)
        pronouncer.waitUntilIdle()
        let played = fixture.logLines.filter { $0.hasPrefix("play") }
        #expect(played.last == "play aplay RIFF fake wav: さん")
        #expect(!fixture.logLines.contains { $0.contains("fake wav: に") || $0.hasPrefix("engine に") })
    }

    @Test func playerFailureIsReportedAndSpeakThenSaysUnavailable() throws {
        let fixture = try SpeechFixture()
        try fixture.addFakeOpenJTalk()
        try fixture.addDictionaryAndVoice()
        try fixture.addFakePlayer(exitStatus: 1)
        let pronouncer = pronouncer(fixture)
        #expect(pronouncer.speak("たべる"))
        pronouncer.waitUntilIdle()
        #expect(pronouncer.unavailableReason?.contains("aplay failed") == true)
        #expect(!pronouncer.speak("たべる"))
        pronouncer.waitUntilIdle()
        // The engine's and player's noise went to /dev/null, not to this process's output:
        // only the log written on purpose exists.
        #expect(fixture.logLines.filter { $0.hasPrefix("play") }.count == 2)
    }

    @Test func playerFailureWithoutASoundDeviceSaysSo() throws {
        let fixture = try SpeechFixture()
        try fixture.addFakeOpenJTalk()
        try fixture.addDictionaryAndVoice()
        try fixture.addFakePlayer(exitStatus: 1, cards: false)
        let setup = SpeechDetector(environment: fixture.environment, dictionaryDirectories: [fixture.dictionary.path],
                                   systemVoiceDirectories: []).detect()
        let pronouncer = Pronouncer(setup: setup, cacheDirectory: fixture.cache,
                                    deviceCheck: AudioDeviceCheck(environment: fixture.environment))
        #expect(pronouncer.unavailableStatus == "audio unavailable: run mainichi doctor")
        pronouncer.speak("たべる")
        pronouncer.waitUntilIdle()
        #expect(pronouncer.lastError?.stage == .playback)
        #expect(pronouncer.lastFailure == "aplay failed (exit status 1): no sound device (aplay -l: no soundcards)")
        #expect(!pronouncer.speak("たべる"))
        #expect(pronouncer.unavailableStatus == "audio unavailable: no sound device (mainichi doctor)")
        pronouncer.waitUntilIdle()
        #expect(fixture.logLines.filter { $0 == "list aplay" }.count == 2)
    }

    @Test func playerFailureWithASoundDeviceNamesThePlayer() throws {
        let fixture = try SpeechFixture()
        try fixture.addFakeOpenJTalk()
        try fixture.addDictionaryAndVoice()
        try fixture.addFakePlayer(exitStatus: 1, cards: true)
        let setup = SpeechDetector(environment: fixture.environment, dictionaryDirectories: [fixture.dictionary.path],
                                   systemVoiceDirectories: []).detect()
        let pronouncer = Pronouncer(setup: setup, cacheDirectory: fixture.cache,
                                    deviceCheck: AudioDeviceCheck(environment: fixture.environment))
        pronouncer.speak("たべる")
        pronouncer.waitUntilIdle()
        #expect(pronouncer.lastFailure == "aplay failed (exit status 1)")
        #expect(pronouncer.unavailableStatus == "audio unavailable: aplay failed (mainichi doctor)")
    }

    @Test func statusNamesAMissingEngineOrPlayer() {
        let noEngine = Pronouncer(setup: SpeechSetup(engine: nil, player: AudioPlayer(name: "aplay", executable: "/bin/true")),
                                  cacheDirectory: URL(fileURLWithPath: "/nonexistent"))
        #expect(noEngine.unavailableStatus == "audio unavailable: no speech engine (mainichi doctor)")
        let noPlayer = Pronouncer(setup: SpeechSetup(engine: SpeechEngine(kind: .espeak, executable: "/bin/true"), player: nil),
                                  cacheDirectory: URL(fileURLWithPath: "/nonexistent"))
        #expect(noPlayer.unavailableStatus == "audio unavailable: no audio player (mainichi doctor)")
        #expect(RecordingPronouncer(isAvailable: false).unavailableStatus == "audio unavailable: run mainichi doctor")
    }

    @Test func engineFailureLeavesNothingInTheCache() throws {
        let fixture = try SpeechFixture()
        try fixture.addFakeOpenJTalk(exitStatus: 3)
        try fixture.addDictionaryAndVoice()
        try fixture.addFakePlayer()
        let pronouncer = pronouncer(fixture)
        pronouncer.speak("たべる")
        pronouncer.waitUntilIdle()
        #expect(pronouncer.lastFailure == "open_jtalk failed (exit status 3)")
        #expect(pronouncer.lastError?.stage == .synthesis)
        #expect(pronouncer.unavailableStatus == "audio unavailable: open_jtalk failed (mainichi doctor)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: fixture.cache.path).isEmpty)
        #expect(!fixture.logLines.contains { $0.hasPrefix("play") })
    }

    @Test func withoutEngineOrPlayerSpeakReturnsFalseAndRunsNothing() throws {
        let fixture = try SpeechFixture()
        try fixture.addFakePlayer()
        let noEngine = pronouncer(fixture)
        #expect(!noEngine.speak("たべる"))
        #expect(noEngine.unavailableReason?.contains("no speech engine") == true)
        let noPlayer = Pronouncer(setup: SpeechSetup(engine: SpeechEngine(kind: .espeak, executable: "/bin/true"), player: nil),
                                  cacheDirectory: fixture.cache)
        #expect(!noPlayer.speak("たべる"))
        #expect(noPlayer.unavailableReason?.contains("no audio player") == true)
        #expect(fixture.logLines.isEmpty)
    }

    @Test func detectFactoryGivesAWorkingPronouncer() throws {
        let fixture = try SpeechFixture()
        try fixture.addProgram("espeak-ng", """
            out=""; prev=""
            for arg in "$@"; do [ "$prev" = "-w" ] && out="$arg"; prev="$arg"; done
            echo wav > "$out"
            """)
        try fixture.addFakePlayer("pw-play")
        // A sound server's socket, as on a desktop: the factory's first-speak device check looks for it.
        let runtime = fixture.root.appendingPathComponent("run")
        try FileManager.default.createDirectory(at: runtime, withIntermediateDirectories: true)
        #expect(FileManager.default.createFile(atPath: runtime.appendingPathComponent("pipewire-0").path, contents: nil))
        var environment = fixture.environment
        environment["XDG_RUNTIME_DIR"] = runtime.path
        let pronouncer = SpeechEngine.detect(environment: environment, cacheDirectory: fixture.cache)
        #expect(pronouncer.setup.engine?.kind == .espeak)
        #expect(pronouncer.speak("たべる"))
        pronouncer.waitUntilIdle()
        #expect(fixture.logLines == ["play pw-play wav"])
    }

    // MARK: - Recordings

    /// A recording in the fixture, holding `contents` (which the fake players log).
    private func recording(_ fixture: SpeechFixture, _ name: String, _ contents: String) throws -> String {
        let url = fixture.root.appendingPathComponent(name)
        try Data(contents.utf8).write(to: url)
        return url.path
    }

    @Test func aRecordingPlaysWithThePlayerForItsFormat() throws {
        let fixture = try SpeechFixture()
        try fixture.addFakePlayer("aplay")
        try fixture.addFakePlayer("mpv")
        let pronouncer = pronouncer(fixture)
        #expect(pronouncer.play(file: try recording(fixture, "taberu.mp3", "ID3 taberu")) == .playing)
        pronouncer.waitUntilIdle()
        #expect(pronouncer.play(file: try recording(fixture, "eki.wav", "RIFF eki")) == .playing)
        pronouncer.waitUntilIdle()
        #expect(fixture.logLines == ["play mpv ID3 taberu", "play aplay RIFF eki"])
        #expect(pronouncer.lastError == nil)
    }

    @Test func aFormatNoPlayerPlaysRunsNothing() throws {
        let fixture = try SpeechFixture()
        try fixture.addFakePlayer("aplay")
        let pronouncer = pronouncer(fixture)
        #expect(pronouncer.play(file: try recording(fixture, "mizu.ogg", "OggS")) == .noPlayer(format: "ogg"))
        #expect(pronouncer.play(file: try recording(fixture, "mizu", "?")) == .noPlayer(format: ""))
        pronouncer.waitUntilIdle()
        #expect(fixture.logLines.isEmpty)
    }

    @Test func aRecordingPlayerFailureIsReportedAndTheNextPlaySaysSo() throws {
        let fixture = try SpeechFixture()
        try fixture.addFakePlayer("mpv", exitStatus: 2)
        let pronouncer = pronouncer(fixture)
        let file = try recording(fixture, "taberu.mp3", "ID3")
        #expect(pronouncer.play(file: file) == .playing)
        pronouncer.waitUntilIdle()
        #expect(pronouncer.lastFailure == "mpv failed (exit status 2)")
        #expect(pronouncer.play(file: file) == .soundFailing)
        pronouncer.waitUntilIdle()
        #expect(fixture.logLines == ["play mpv ID3", "play mpv ID3"])
    }
}
