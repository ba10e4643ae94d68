import Foundation
import Testing
@testable import MainichiCore
@testable import MainichiSpeech

@Suite("Speech engines and cache")
struct SpeechEngineTests {
    @Test func commandLinesReadTheTextFromAFile() {
        let jtalk = SpeechEngine(kind: .openJTalk, executable: "/usr/bin/open_jtalk",
                                 dictionary: "/dic", voice: "/voices/mei.htsvoice")
        #expect(jtalk.arguments(textFile: "/c/t.txt", output: "/c/o.wav")
                == ["-x", "/dic", "-m", "/voices/mei.htsvoice", "-ow", "/c/o.wav", "/c/t.txt"])
        let espeak = SpeechEngine(kind: .espeak, executable: "/usr/bin/espeak-ng")
        #expect(espeak.arguments(textFile: "/c/t.txt", output: "/c/o.wav") == ["-v", "ja", "-w", "/c/o.wav", "-f", "/c/t.txt"])
        let say = SpeechEngine(kind: .say, executable: "/usr/bin/say")
        let sayArguments = say.arguments(textFile: "/c/t.txt", output: "/c/o.wav")
        #expect(Array(sayArguments.prefix(2)) == ["-v", "Kyoko"])
        #expect(Array(sayArguments.suffix(4)) == ["-o", "/c/o.wav", "-f", "/c/t.txt"])
        #expect(AudioPlayer(name: "aplay", executable: "/usr/bin/aplay").arguments(file: "/c/o.wav") == ["-q", "/c/o.wav"])
        #expect(AudioPlayer(name: "paplay", executable: "/usr/bin/paplay").arguments(file: "/c/o.wav") == ["/c/o.wav"])
    }

    @Test func cacheKeyDependsOnEngineVoiceAndText() {
        let cache = SpeechCache(directory: URL(fileURLWithPath: "/cache"))
        let mei = SpeechEngine(kind: .openJTalk, executable: "/x", dictionary: "/d", voice: "/v/mei.htsvoice")
        let other = SpeechEngine(kind: .openJTalk, executable: "/x", dictionary: "/d", voice: "/v/other.htsvoice")
        let espeak = SpeechEngine(kind: .espeak, executable: "/y")
        let taberu = cache.fileURL(for: "たべる", engine: mei)
        #expect(taberu == cache.fileURL(for: "たべる", engine: mei))
        #expect(taberu.lastPathComponent.hasPrefix("open_jtalk-"))
        #expect(taberu.pathExtension == "wav")
        #expect(taberu != cache.fileURL(for: "のむ", engine: mei))
        #expect(taberu != cache.fileURL(for: "たべる", engine: other))
        #expect(cache.fileURL(for: "たべる", engine: espeak).lastPathComponent.hasPrefix("espeak-ng-"))
        // FNV-1a (not Swift's per-run seeded Hasher), so names survive a restart: the published
        // 64-bit FNV-1a of "a" is af63dc4c8601ec8c; here the input is "a", a NUL separator, "".
        let fnvOfA: UInt64 = 0xaf63dc4c8601ec8c
        let expected = String(fnvOfA &* 0x100000001b3, radix: 16)
        #expect(SpeechCache.key(engineIdentity: "a", text: "") == String(repeating: "0", count: 16 - expected.count) + expected)
    }

    @Test func sanitizingRemovesControlCharactersAndFolds() {
        #expect(SpeechCache.sanitize("  たべる\n") == "たべる")
        #expect(SpeechCache.sanitize("\u{1B}[31mあ\u{7}い\tう") == "[31mあ い う")
        #expect(!SpeechCache.sanitize("a\u{1B}b\u{9B}c\u{200E}d").unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) || $0.value == 0x200E })
        #expect(SpeechCache.sanitize("\n\t") == "")
        #expect(SpeechCache.sanitize(String(repeating: "あ", count: 900)).count == 500)
    }
}
