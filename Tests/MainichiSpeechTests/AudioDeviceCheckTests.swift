import Foundation
import Testing
@testable import MainichiCore
@testable import MainichiSpeech

/// Whether the player found has a sound device: what `mainichi doctor` and a failed `p` report.
@Suite("Audio device check")
struct AudioDeviceCheckTests {
    /// A check that waits long enough for the fake programs however loaded the machine is (they
    /// answer at once; the 2-second default is for real devices), so no test depends on speed.
    static func patient(_ environment: [String: String]) -> AudioDeviceCheck {
        var check = AudioDeviceCheck(environment: environment)
        check.timeout = 60
        return check
    }

    private func player(_ fixture: SpeechFixture, _ name: String) -> AudioPlayer {
        AudioPlayer(name: name, executable: fixture.bin.appendingPathComponent(name).path)
    }

    @Test func aplayWithASoundCard() throws {
        let fixture = try SpeechFixture()
        try fixture.addFakePlayer("aplay", cards: true)
        let status = Self.patient(fixture.environment).check(player(fixture, "aplay"))
        #expect(status == .available("card 0: Fake [Fake Audio]"))
        #expect(fixture.logLines == ["list aplay"])
    }

    @Test func aplayWithoutSoundCardsOrServer() throws {
        let fixture = try SpeechFixture()
        try fixture.addFakePlayer("aplay", cards: false)
        let status = Self.patient(fixture.environment).check(player(fixture, "aplay"))
        #expect(status == .unavailable("aplay -l: no soundcards"))
        try fixture.addFakePactl(running: false)
        #expect(Self.patient(fixture.environment).check(player(fixture, "aplay"))
                == .unavailable("aplay -l: no soundcards"))
    }

    @Test func aplayWithoutCardsPlaysThroughARunningSoundServer() throws {
        let fixture = try SpeechFixture()
        try fixture.addFakePlayer("aplay", cards: false)
        try fixture.addFakePactl(running: true)
        let status = Self.patient(fixture.environment).check(player(fixture, "aplay"))
        #expect(status == .available("a PulseAudio or PipeWire server (pactl info)"))
    }

    @Test(arguments: ["paplay", "pw-play"])
    func soundServerPlayersAskPactl(name: String) throws {
        let fixture = try SpeechFixture()
        try fixture.addFakePlayer(name)
        try fixture.addFakePactl(running: false)
        #expect(Self.patient(fixture.environment).check(player(fixture, name))
                == .unavailable("pactl info: no PulseAudio or PipeWire server"))
        try fixture.addFakePactl(running: true)
        #expect(Self.patient(fixture.environment).check(player(fixture, name))
                == .available("a PulseAudio or PipeWire server (pactl info)"))
    }

    @Test func withoutPactlTheServerSocketIsLookedFor() throws {
        let fixture = try SpeechFixture()
        try fixture.addFakePlayer("paplay")
        let runtime = fixture.root.appendingPathComponent("run")
        try FileManager.default.createDirectory(at: runtime.appendingPathComponent("pulse"), withIntermediateDirectories: true)
        var environment = fixture.environment
        environment["XDG_RUNTIME_DIR"] = runtime.path
        #expect(Self.patient(environment).check(player(fixture, "paplay"))
                == .unavailable("no PulseAudio or PipeWire socket in \(runtime.path)"))
        try Data().write(to: runtime.appendingPathComponent("pulse/native"))
        #expect(Self.patient(environment).check(player(fixture, "paplay"))
                == .available("a sound server socket (\(runtime.path)/pulse/native)"))
        if case .unknown = Self.patient(fixture.environment).check(player(fixture, "paplay")) {} else {
            Issue.record("with no pactl and no XDG_RUNTIME_DIR the answer is unknown")
        }
    }

    @Test func soxPlayListsCardsWithAplay() throws {
        let fixture = try SpeechFixture()
        try fixture.addFakePlayer("play")
        try fixture.addFakePlayer("aplay", cards: false)
        #expect(Self.patient(fixture.environment).check(player(fixture, "play"))
                == .unavailable("aplay -l: no soundcards"))
    }

    @Test func afplayAlwaysHasCoreAudio() throws {
        let fixture = try SpeechFixture()
        if case .available = Self.patient(fixture.environment).check(player(fixture, "afplay")) {} else {
            Issue.record("afplay is taken to have a device")
        }
    }

    @Test func aListingThatNeverAnswersIsStoppedAndUnknown() throws {
        let fixture = try SpeechFixture()
        try fixture.addFakePlayer("aplay", hangsOnList: true)
        var check = AudioDeviceCheck(environment: fixture.environment)
        check.timeout = 0.3
        #expect(check.check(player(fixture, "aplay")) == .unknown("aplay -l did not answer within 1 second"))
    }
}
