import Testing
@testable import MainichiCore

/// Finding `[sound:NAME]` tags in a field: the quick check every imported field goes through, and
/// the names it leads to.
@Suite("Anki field text: sound tags")
struct AnkiFieldTextTests {
    @Test("a field holding [sound: anywhere is found; one without the whole tag is not", arguments: [
        ("[sound:neko.mp3]", true),
        ("猫 [sound:neko.mp3]", true),
        ("猫[sound:", true),
        ("cat<br>[sound:a.mp3][sound:b.mp3]", true),
        ("", false),
        ("cat", false),
        ("[sound", false),
        ("[sound neko.mp3]", false),
        ("[Sound:neko.mp3]", false),
        ("sound:neko.mp3]", false),
        ("[soun", false),
        ("猫[ねこ]", false),
    ])
    func mayHoldSound(field: String, expected: Bool) {
        #expect(AnkiFieldText.mayHoldSound(field) == expected)
    }

    @Test("the names of the tags, in order; none from a field without one")
    func soundNames() {
        #expect(AnkiFieldText.sounds(in: "駅 [sound:eki.mp3] station [sound:eki-2.mp3]") == ["eki.mp3", "eki-2.mp3"])
        #expect(AnkiFieldText.sounds(in: "[sound:]  [sound:a.mp3]") == ["a.mp3"])
        #expect(AnkiFieldText.sounds(in: "station [sound:unclosed.mp3") == [])
        #expect(AnkiFieldText.sounds(in: "station").isEmpty)
    }
}
