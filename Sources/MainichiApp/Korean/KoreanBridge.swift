import MainichiCore
import TerminalUI

/// What the Korean bridge shows beside a kanji's on'yomi or a word: the kanji's Korean reading
/// (훈음, with its traditional form: 學 배울 학), a word's Korean cognate (전화) or a false-friend
/// warning, made from the Korean library for the test, review and writing screens.
///
/// It is shown with the "Korean readings" setting on or the interface in Korean.
struct KoreanBridge {
    let context: AppContext

    /// Whether the bridge is shown: the "Korean readings" setting is on or the interface is Korean.
    var isShown: Bool {
        context.settings.settings.showsKoreanReadings || context.language == .korean
    }

    private var strings: any TestingStrings { context.strings.testing }

    /// A kanji's Korean readings for a line of their own: "學 배울 학; 즐길 락" (the form when it
    /// differs from the kanji, then the first 훈음 of each 음), "made in Japan" for a kokuji, or
    /// nil when none is known.
    func kanjiNote(_ kanji: KanjiItem) -> (text: String, role: StyleRole)? {
        if let reading = context.korean.reading(for: kanji.kanji) {
            let first = reading.readings.map { $0.components(separatedBy: ", ").first ?? $0 }
            let form = reading.form == kanji.kanji ? "" : reading.form + " "
            return (form + first.joined(separator: "; "), .accent)
        }
        if context.korean.isMadeInJapan(kanji.kanji) {
            return (strings.madeInJapan, .dim)
        }
        return nil
    }

    /// A word's Korean cognate: "전화" ("전화 (電話)" when the hanja differ from the word), or a
    /// false-friend warning; nil when it has none.
    func wordNote(_ word: VocabItem) -> (text: String, role: StyleRole)? {
        switch context.korean.cognate(for: word.word) {
        case .word(let hanja, let hangul)?:
            return (hanja == word.word ? hangul : "\(hangul) (\(hanja))", .accent)
        case .falseFriend(let hangul, _)?:
            return (strings.falseFriend(hangul), .wrong)
        case nil:
            return nil
        }
    }

    /// The note for an item (a kanji's reading, a word's cognate), when the bridge is shown.
    func note(for item: StudyItem) -> (text: String, role: StyleRole)? {
        guard isShown else { return nil }
        switch item {
        case .kanji(let kanji): return kanjiNote(kanji)
        case .vocab(let word): return wordNote(word)
        }
    }

    /// The line "Ko  學 배울 학" for an item ("한자음 學 배울 학", "한자어 전화" in Korean), or nil.
    func line(for item: StudyItem) -> [(String, StyleRole)]? {
        let label = item.kind == .vocab ? strings.koreanWordLabel : strings.koreanLabel
        return note(for: item).map { [(label, .dim), ($0.text, $0.role)] }
    }

    /// The bridge as a study list shows it after the meaning, in Korean or with the setting on: a
    /// kanji's first 훈음 ("쇠 금"), a word's cognate when its meanings do not already say it
    /// ("[한자어 결구]" style marks come from the strings), nil otherwise.
    func listNote(for item: StudyItem) -> String? {
        guard isShown, let note = note(for: item) else { return nil }
        switch item {
        case .kanji:
            return note.role == .dim ? nil : note.text
        case .vocab:
            switch context.korean.cognate(for: item.headword) {
            case .word(_, let hangul)?:
                return item.meaningSummary(in: context.meaningLanguage).contains(hangul) ? nil : hangul
            case .falseFriend(let hangul, _)?:
                return hangul
            case nil:
                return nil
            }
        }
    }
}
