import MainichiCore
import TerminalUI

/// The item columns shared by the bookmarks and mistakes lists: word, reading, meaning for
/// vocabulary; kanji, on'yomi, kun'yomi, meaning for kanji. Measured once per reload.
enum NotebookColumns {
    /// The fields of one item, in column order.
    static func fields(of item: StudyItem, meaning: (StudyItem) -> String = { $0.meaningSummary }) -> [String] {
        switch item {
        case .vocab(let word):
            // A word in kana alone leaves the reading blank, as the study lists do.
            return [word.word, item.readingBesideHeadword, meaning(item)]
        case .kanji(let kanji):
            return [kanji.kanji, KanjiRowReadings.onyomi(kanji), KanjiRowReadings.kunyomi(kanji),
                    meaning(item)]
        }
    }

    /// Roles matching `fields(of:)`.
    static func roles(of item: StudyItem) -> [StyleRole] {
        item.kind == .vocab ? [.normal, .dim, .normal] : [.normal, .dim, .dim, .normal]
    }

    /// A layout aligning `items` (all of one kind), capping the Japanese columns so the meaning
    /// keeps room: from 60 columns a word keeps 16 cells (おやすみなさい whole), as in the study lists.
    static func layout(for items: [StudyItem], kind: DeckKind, width: Int = 80,
                       meaning: (StudyItem) -> String = { $0.meaningSummary }) -> ColumnLayout {
        let caps: [Int?] = kind == .vocab ? [width < 60 ? 12 : 16, 14] : [2, 12, 14]
        let rows = items.map { fields(of: $0, meaning: meaning) }
        guard !rows.isEmpty else { return ColumnLayout([.flexible()]) }
        return ColumnLayout.aligning(rows, maximumWidths: caps)
    }
}
