import MainichiCore
import Testing

/// An example's translations in the learner's meaning language.
@Suite("Example sentence")
struct ExampleSentenceTests {
    @Test("An example's translations by meaning language; no Korean falls back to English")
    func translations() {
        let translated = ExampleSentence(japanese: "猫だ。", english: "It's a cat.", korean: "고양이다.")
        #expect(translated.translations(in: .english) == ["It's a cat."])
        #expect(translated.translations(in: .korean) == ["고양이다."])
        #expect(translated.translations(in: .both) == ["고양이다.", "It's a cat."])
        #expect(translated.translation(in: .both) == "고양이다. / It's a cat.")
        let untranslated = ExampleSentence(japanese: "猫だ。", english: "It's a cat.", korean: "")
        #expect(untranslated.korean == nil)
        #expect(untranslated.translations(in: .korean) == ["It's a cat."])
        #expect(untranslated.translations(in: .both) == ["It's a cat."])
    }
}
