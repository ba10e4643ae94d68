import Testing
@testable import MainichiCore

/// The segmenter's set of particles as bits: the kana it was made of, nothing else.
@Suite("Kana set")
struct KanaSetTests {
    @Test("Holds exactly the kana it was made of, hiragana and katakana alike; anything else is out")
    func membership() {
        let set = KanaSet("はをがヴー")
        for kana in "はをがヴー".unicodeScalars { #expect(set.contains(kana)) }
        for other in "ばおかウ゠山a".unicodeScalars { #expect(!set.contains(other)) }
        #expect(!KanaSet("山a").contains("山"))
        #expect(KanaSet("ぁ").contains("ぁ") && KanaSet("ヿ").contains("ヿ") && !KanaSet("ぁ").contains("ヿ"))
    }
}
