import MainichiCore
import TerminalUI

/// The column layout of a study list for one width: narrow screens cap the Japanese columns
/// harder and leave out the stroke count, so the meaning keeps room.
struct StudyColumns {
    /// The widest field of each column over the list's items, measured once.
    struct NaturalWidths {
        var word = 4
        var reading = 7
        var onyomi = 7
        var kunyomi = 7
        var exampleWord = 4
        var exampleReading = 4

        init(items: [StudyItem], kind: DeckKind) {
            for item in items {
                word = max(word, item.headword.displayWidth)
                switch item {
                case .vocab(let vocab):
                    reading = max(reading, vocab.reading.displayWidth)
                case .kanji(let kanji):
                    reading = max(reading, item.primaryReading.displayWidth)
                    onyomi = max(onyomi, kanji.onyomi.joined(separator: "、").displayWidth)
                    kunyomi = max(kunyomi, kanji.displayKunyomi.joined(separator: "、").displayWidth)
                    for example in kanji.examples {
                        exampleWord = max(exampleWord, example.word.displayWidth)
                        exampleReading = max(exampleReading, example.reading.displayWidth)
                    }
                }
            }
        }
    }

    /// The content width the layout is for.
    let totalWidth: Int
    /// The layout of item rows.
    let rowLayout: ColumnLayout
    /// The layout of example-word sub-rows (their word starts under the kanji).
    let exampleLayout: ColumnLayout
    /// Column titles for the header, matching `rowLayout`.
    let headerTitles: [String]

    init(kind: DeckKind, widths: NaturalWidths, totalWidth: Int) {
        self.totalWidth = totalWidth
        let narrow = totalWidth < 70
        let wide = totalWidth >= 120
        let exampleWord = min(widths.exampleWord, narrow ? 8 : 12)
        let exampleReading = min(widths.exampleReading, narrow ? 10 : 16)
        exampleLayout = ColumnLayout([.fixed(exampleWord), .fixed(exampleReading), .flexible()]
                                     + (narrow ? [] : [.fixed(2)]))
        switch kind {
        case .vocab:
            let word = min(widths.word, narrow ? 8 : wide ? 20 : 14)
            let reading = min(widths.reading, narrow ? 10 : wide ? 24 : 16)
            rowLayout = ColumnLayout([.fixed(word), .fixed(reading), .flexible()], spacing: 2)
            headerTitles = ["Word", "Reading", "Meaning"]
        case .kanji:
            let onyomi = min(widths.onyomi, narrow ? 7 : wide ? 24 : 14)
            let kunyomi = min(widths.kunyomi, narrow ? 8 : wide ? 30 : 16)
            rowLayout = ColumnLayout([.fixed(2), .fixed(onyomi), .fixed(kunyomi), .flexible()]
                                     + (narrow ? [] : [.fixed(2, alignment: .trailing)]), spacing: 2)
            headerTitles = ["", "On", "Kun", "Meaning"] + (narrow ? [] : ["St"])
        }
    }
}

