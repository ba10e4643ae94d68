import Foundation
import Testing
@testable import MainichiCore
@testable import MainichiSpeech

/// Which program plays a recording of each format, from what is on the PATH.
@Suite("Recording players")
struct AudioFilePlayersTests {
    private func players(_ names: [String]) throws -> (AudioFilePlayers, SpeechFixture) {
        let fixture = try SpeechFixture()
        for name in names { try fixture.addFakePlayer(name) }
        return (SpeechDetector(environment: fixture.environment, dictionaryDirectories: [], systemVoiceDirectories: []).detect().filePlayers,
                fixture)
    }

    @Test func aWavPlayerPlaysWavOnlyAndMpvTheRest() throws {
        let (players, fixture) = try players(["aplay", "mpv"])
        #expect(players.player(for: .wav)?.name == "aplay")
        #expect(players.player(for: .wav)?.executable == fixture.bin.path + "/aplay")
        for format in [AudioFormat.mp3, .ogg, .opus, .flac, .m4a] {
            #expect(players.player(for: format)?.name == "mpv", "\(format)")
        }
        #expect(players.playableFormats == AudioFormat.allCases)
    }

    @Test func withOnlyAplayMp3AndOggHaveNoPlayer() throws {
        let (players, _) = try players(["aplay"])
        #expect(players.player(for: .mp3) == nil)
        #expect(players.player(for: .ogg) == nil)
        #expect(players.playableFormats == [.wav])
    }

    @Test func ffplayWhenThereIsNoMpvAndPaplayBeforeItForWav() throws {
        let (players, _) = try players(["ffplay", "paplay"])
        #expect(players.player(for: .mp3)?.name == "ffplay")
        #expect(players.player(for: .ogg)?.name == "ffplay")
        #expect(players.player(for: .wav)?.name == "paplay")
    }

    @Test func afplayPlaysMp3ButNotOgg() throws {
        let (players, _) = try players(["afplay"])
        #expect(players.player(for: .mp3)?.name == "afplay")
        #expect(players.player(for: .m4a)?.name == "afplay")
        #expect(players.player(for: .ogg) == nil)
    }

    @Test func nothingOnThePathPlaysNothing() throws {
        let (players, _) = try players([])
        #expect(players.players.isEmpty)
        #expect(players.playableFormats.isEmpty)
    }

    @Test func theFormatComesFromTheExtension() {
        #expect(AudioFormat(fileName: "taberu.MP3") == .mp3)
        #expect(AudioFormat(fileName: "/data/media/eki.oga") == .ogg)
        #expect(AudioFormat(fileName: "voice.ogg") == .ogg)
        #expect(AudioFormat(fileName: "clip.aac") == .m4a)
        #expect(AudioFormat(fileName: "notes.txt") == nil)
        #expect(AudioFormat(fileName: "noextension") == nil)
        #expect(AudioFormat(fileName: ".mp3") == nil)
    }

    @Test func mpvAndFfplayPlayWithoutAWindowOrTheTerminal() {
        #expect(AudioPlayer(name: "mpv", executable: "/usr/bin/mpv").arguments(file: "/m/a.mp3")
                == ["--no-terminal", "--no-video", "--", "/m/a.mp3"])
        #expect(AudioPlayer(name: "ffplay", executable: "/usr/bin/ffplay").arguments(file: "/m/a.ogg")
                == ["-nodisp", "-autoexit", "-loglevel", "quiet", "/m/a.ogg"])
    }
}
