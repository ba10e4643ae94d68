import MainichiCore
import Testing

@Suite struct KanaTests {
    @Test func hiraganaAndKatakanaConvertBothWays() {
        let hiragana = "ぁあぃいぅうぇえぉおかがきぎくぐけげこごさざしじすずせぜそぞただちぢっつづてでとどなにぬねのはばぱひびぴふぶぷへべぺほぼぽまみむめもゃやゅゆょよらりるれろゎわゐゑをんゔゕゖ"
        let katakana = "ァアィイゥウェエォオカガキギクグケゲコゴサザシジスズセゼソゾタダチヂッツヅテデトドナニヌネノハバパヒビピフブプヘベペホボポマミムメモャヤュユョヨラリルレロヮワヰヱヲンヴヵヶ"
        #expect(Kana.katakana(from: hiragana) == katakana)
        #expect(Kana.hiragana(from: katakana) == hiragana)
    }

    @Test func otherTextIsUnchanged() {
        #expect(Kana.hiragana(from: "コーヒー") == "こーひー")
        #expect(Kana.hiragana(from: "食べる abc 123") == "食べる abc 123")
        #expect(Kana.katakana(from: "食べる") == "食ベル")
        #expect(Kana.katakana(from: "ー、。") == "ー、。")
    }

    @Test func detection() {
        #expect(Kana.containsKana("食べる"))
        #expect(Kana.containsKana("パン"))
        #expect(!Kana.containsKana("食"))
        #expect(!Kana.containsKana("tabe"))
        #expect(Kana.isKana("ー"))
        #expect(!Kana.isKana("a"))
    }
}
