import Foundation
import Testing
@testable import MainichiCore
@testable import MainichiSpeech

@Suite("Speech detection")
struct SpeechDetectorTests {
    private func detector(_ fixture: SpeechFixture, systemVoices: [String] = []) -> SpeechDetector {
        SpeechDetector(environment: fixture.environment, dictionaryDirectories: [fixture.dictionary.path],
                       systemVoiceDirectories: systemVoices)
    }

    @Test func findsOpenJTalkWithDictionaryVoiceAndFirstPlayer() throws {
        let fixture = try SpeechFixture()
        try fixture.addFakeOpenJTalk()
        try fixture.addDictionaryAndVoice()
        try fixture.addFakePlayer("aplay")
        try fixture.addFakePlayer("paplay")
        let setup = detector(fixture).detect()
        #expect(setup.engine?.kind == .openJTalk)
        #expect(setup.engine?.dictionary == fixture.dictionary.path)
        #expect(setup.engine?.voice == fixture.dataHome.path + "/mainichi/voices/mei_normal.htsvoice")
        #expect(setup.player?.name == "paplay")
        #expect(setup.unavailableReason == nil)
    }

    @Test func openJTalkWithoutVoiceFallsBackToEspeakAndSaysWhy() throws {
        let fixture = try SpeechFixture()
        try fixture.addFakeOpenJTalk()
        try fixture.addProgram("espeak-ng", "exit 0")
        try fixture.addFakePlayer()
        try FileManager.default.createDirectory(at: fixture.dictionary, withIntermediateDirectories: true)
        try Data().write(to: fixture.dictionary.appendingPathComponent("sys.dic"))
        let setup = detector(fixture).detect()
        #expect(setup.engine?.kind == .espeak)
        #expect(setup.notes.contains { if case .noVoice = $0 { true } else { false } })
        #expect(!setup.notes.contains(.noDictionary))
    }

    @Test func findsVoicesInSystemDirectoriesRecursively() throws {
        let fixture = try SpeechFixture()
        try fixture.addFakeOpenJTalk()
        try FileManager.default.createDirectory(at: fixture.dictionary, withIntermediateDirectories: true)
        try Data().write(to: fixture.dictionary.appendingPathComponent("sys.dic"))
        let system = fixture.root.appendingPathComponent("hts-voice")
        let nested = system.appendingPathComponent("nitech-jp-atr503-m001")
        try FileManager.default.createDirectory(at: nested, withIntermediateDirectories: true)
        try Data().write(to: nested.appendingPathComponent("nitech_jp_atr503_m001.htsvoice"))
        let setup = detector(fixture, systemVoices: [system.path]).detect()
        #expect(setup.engine?.voice == nested.path + "/nitech_jp_atr503_m001.htsvoice")
    }

    @Test func voicesBesideTheDecksAreFound() throws {
        let fixture = try SpeechFixture()
        let decks = fixture.root.appendingPathComponent("share/Decks")
        let voices = fixture.root.appendingPathComponent("share/voices")
        try FileManager.default.createDirectory(at: voices, withIntermediateDirectories: true)
        try Data().write(to: voices.appendingPathComponent("other.htsvoice"))
        let detector = SpeechDetector(environment: fixture.environment, decksDirectory: decks,
                                      dictionaryDirectories: [], systemVoiceDirectories: [])
        #expect(detector.voice() == voices.path + "/other.htsvoice")
    }

    @Test func sayComesFirstWhereItIsAllowed() throws {
        let fixture = try SpeechFixture()
        try fixture.addProgram("say", "exit 0")
        try fixture.addProgram("espeak-ng", "exit 0")
        try fixture.addFakePlayer("afplay")
        var detector = detector(fixture)
        detector.allowsSay = true
        #expect(detector.detect().engine?.kind == .say)
        detector.allowsSay = false
        #expect(detector.detect().engine?.kind == .espeak)
    }

    @Test func nothingFoundExplainsWhatToInstall() throws {
        let fixture = try SpeechFixture()
        let setup = detector(fixture).detect()
        #expect(setup.engine == nil)
        #expect(setup.player == nil)
        #expect(setup.unavailableReason?.contains("make tts") == true)
        try fixture.addProgram("espeak-ng", "exit 0")
        #expect(detector(fixture).detect().unavailableReason?.contains("no audio player") == true)
    }

    @Test func pathLookupSkipsNonExecutablesAndRelativeEntries() throws {
        let fixture = try SpeechFixture()
        try "not a program".write(to: fixture.bin.appendingPathComponent("aplay"), atomically: true, encoding: .utf8)
        let search = ExecutableSearch(environment: ["PATH": "relative:\(fixture.bin.path)"])
        #expect(search.directories == [fixture.bin.path])
        #expect(search.path(of: "aplay") == nil)
        try fixture.addFakePlayer("aplay")
        #expect(search.path(of: "aplay") == fixture.bin.path + "/aplay")
    }
}
