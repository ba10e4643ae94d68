import MainichiCore
import Testing

@Suite struct ReadingDifferenceTests {
    @Test func marksWhatTheLearnerMissed() {
        #expect(ReadingDifference.marks(expected: "きょう", given: "きょ") == [false, false, true])
        #expect(ReadingDifference.marks(expected: "がっこう", given: "がこう") == [false, true, false, false])
        #expect(ReadingDifference.marks(expected: "はな", given: "ばな") == [true, false])
        #expect(ReadingDifference.marks(expected: "コーヒー", given: "こうひい") == [false, true, false, true])
        #expect(ReadingDifference.marks(expected: "たべる", given: "たべる") == [false, false, false])
        #expect(ReadingDifference.marks(expected: "", given: "x") == [])
    }

    @Test func widthVariantsConvertAsTyped() {
        #expect(RomajiConverter.convert("ｊｕｕ") == "じゅう")
        #expect(RomajiConverter.convert("ＪＵＵ") == "ジュウ")
        #expect(RomajiConverter.convert("ｼﾞｭｳ") == "ジュウ")
        #expect(RomajiConverter.convert("ｶ") + "ﾞ" != "ガ")
        #expect(RomajiConverter.convert(RomajiConverter.convert("ｶ") + "ﾞ") == "ガ", "a voiced mark typed after its kana joins it")
        #expect(RomajiConverter.convert("たべる") == "たべる")
    }
}
