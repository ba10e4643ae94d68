import MainichiCore
import TerminalUI

/// The column layout of a study list for one width, computed from the rows being shown.
///
/// Each Japanese column (word, reading, on'yomi, kun'yomi) asks for the width of its widest
/// field, up to a cap; the meaning keeps at least a sixth of the room, and never less than 10
/// cells (or all it needs, when less); when the Japanese columns ask for more than is left, the widest of them gives up
/// cells first, so a short column is never cut to make room for a long one. The meaning takes
/// whatever remains. Kanji lists label the kanji column "Kanji", show the stroke count under
/// "Strokes" right-aligned (the column as wide as the figures, its title reaching left over the
/// meaning column's header), and leave both labels and strokes out on narrow screens.
struct StudyColumns {
    /// The widest field of each column over the list's items, measured once.
    struct NaturalWidths {
        var word = 2
        var reading = 7
        var onyomi = 2
        var kunyomi = 3
        var meaning = 7
        var exampleWord = 4
        var exampleReading = 4
        var exampleMeaning = 4
        /// The widest stroke count ("12": two cells).
        var strokes = 1

        /// - Parameter pitchMarks: whether readings carry their pitch marks (two more cells at most).
        /// - Parameter exampleMeaning: a kanji's example word's meaning as the list shows it.
        init(items: [StudyItem], kind: DeckKind, pitchMarks: Bool = false,
             meaning: (StudyItem) -> String = { $0.meaningSummary },
             exampleMeaning: (KanjiExample) -> String = { $0.meaning }) {
            for item in items {
                word = max(word, item.headword.displayWidth)
                self.meaning = max(self.meaning, meaning(item).displayWidth)
                switch item {
                case .vocab(let vocab):
                    // A word in kana shows no reading (it is its own), so it asks no room for one.
                    if vocab.reading != item.headword {
                        reading = max(reading, vocab.reading.displayWidth + (pitchMarks && vocab.pitch != nil ? 2 : 0))
                    }
                    if kind == .kanji { onyomi = max(onyomi, vocab.reading.displayWidth) }
                case .kanji(let kanji):
                    strokes = max(strokes, "\(kanji.strokes)".count)
                    reading = max(reading, item.primaryReading.displayWidth)
                    onyomi = max(onyomi, KanjiRowReadings.onyomi(kanji).displayWidth)
                    kunyomi = max(kunyomi, KanjiRowReadings.kunyomi(kanji).displayWidth)
                    for example in kanji.examples {
                        exampleWord = max(exampleWord, example.word.displayWidth)
                        exampleReading = max(exampleReading, example.reading.displayWidth)
                        self.exampleMeaning = max(self.exampleMeaning, exampleMeaning(example).displayWidth)
                    }
                }
            }
        }
    }

    /// Blank cells between columns.
    static let spacing = 2
    /// The width of the level column of example-word sub-rows ("N5").
    static let levelWidth = 2
    /// The largest width any Japanese column asks for.
    static let japaneseCap = 24
    /// The largest width of the kun'yomi column, whose display forms run longest.
    static let kunyomiCap = 32
    /// The narrowest a Japanese column is cut to.
    static let japaneseMinimum = 4

    /// The content width the layout is for.
    let totalWidth: Int
    /// The layout of item rows.
    let rowLayout: ColumnLayout
    /// The layout of example-word sub-rows: word, reading, level, meaning (the word starts
    /// under the kanji).
    let exampleLayout: ColumnLayout
    /// Column titles for the header, matching `rowLayout`.
    let headerTitles: [String]
    /// The layout of the header: `rowLayout`, but a title wider than its column's figures (Strokes
    /// over "12") reaching left into the meaning column's blank header cells.
    let headerLayout: ColumnLayout

    /// The column titles in one language.
    struct Titles {
        var word = "Word", reading = "Reading", meaning = "Meaning", kanji = "Kanji", on = "On", kun = "Kun"
        var strokes = "Strokes"

        init() {}

        init(_ strings: any StudyStrings) {
            word = strings.wordColumn
            reading = strings.readingColumn
            meaning = strings.meaningColumn
            kanji = strings.kanjiColumn
            on = strings.onColumn
            kun = strings.kunColumn
            strokes = strings.strokesColumn
        }
    }

    init(kind: DeckKind, widths: NaturalWidths, totalWidth: Int, titles: Titles = Titles()) {
        self.totalWidth = totalWidth
        let gap = Self.spacing
        let cap = Self.japaneseCap
        let example = Self.fit(natural: [widths.exampleWord, widths.exampleReading], caps: [16, 20],
                               meaning: widths.exampleMeaning,
                               room: totalWidth - Self.levelWidth - 3 * gap)
        exampleLayout = ColumnLayout([.fixed(example[0]), .fixed(example[1]), .fixed(Self.levelWidth), .flexible()],
                                     spacing: gap)
        switch kind {
        case .vocab:
            let fitted = Self.fit(natural: [max(4, widths.word, titles.word.displayWidth), widths.reading], caps: [cap, cap],
                                  meaning: widths.meaning, room: totalWidth - 2 * gap)
            rowLayout = ColumnLayout([.fixed(fitted[0]), .fixed(fitted[1]), .flexible()], spacing: gap)
            headerLayout = rowLayout
            headerTitles = [titles.word, titles.reading, titles.meaning]
        case .kanji:
            let labelled = totalWidth >= 56
            let strokesTitle = labelled ? titles.strokes : nil
            // The strokes column is as wide as its figures; its title overhangs to the left.
            let strokesWidth = max(2, widths.strokes)
            let strokes = strokesTitle.map { _ in [strokesWidth + gap] } ?? []
            let kanjiTitle = labelled ? titles.kanji : ""
            let kanjiWidth = max(min(widths.word, cap), kanjiTitle.displayWidth)
            let room = totalWidth - kanjiWidth - 3 * gap - strokes.reduce(0, +)
            // Kun readings run long and meanings are short glosses: the meaning keeps two fifths
            // of the room (a sixth when narrow), and kun'yomi may take whatever is left on a wide screen.
            let fitted = Self.fit(natural: [widths.onyomi, widths.kunyomi],
                                  caps: [cap, max(Self.kunyomiCap, room)],
                                  meaning: widths.meaning, room: room,
                                  meaningShare: labelled ? 2.0 / 5.0 : 1.0 / 6.0)
            rowLayout = ColumnLayout([.fixed(kanjiWidth), .fixed(fitted[0]), .fixed(fitted[1]), .flexible()]
                                     + strokes.map { _ in .fixed(strokesWidth, alignment: .trailing) }, spacing: gap)
            headerLayout = ColumnLayout([.fixed(kanjiWidth), .fixed(fitted[0]), .fixed(fitted[1]), .flexible()]
                                        + (strokesTitle.map { [.fixed(max(strokesWidth, $0.displayWidth), alignment: .trailing)] } ?? []),
                                        spacing: gap)
            headerTitles = [kanjiTitle, titles.on, titles.kun, titles.meaning] + (strokesTitle.map { [$0] } ?? [])
        }
    }

    /// The widths of the Japanese columns in `room` cells shared with a meaning column.
    ///
    /// Each column asks for its natural width up to its cap; the meaning keeps
    /// `min(meaning, max(10, room * meaningShare))` (a sixth by default); while the columns ask
    /// for more than is left, the widest gives up one cell (never below `japaneseMinimum`).
    static func fit(natural: [Int], caps: [Int], meaning: Int, room: Int, meaningShare: Double = 1.0 / 6.0) -> [Int] {
        var widths = zip(natural, caps).map { min($0, $1) }
        let meaningKeeps = min(meaning, max(10, Int(Double(room) * meaningShare)))
        let budget = room - meaningKeeps
        while widths.reduce(0, +) > budget,
              let widest = widths.indices.max(by: { widths[$0] < widths[$1] }),
              widths[widest] > japaneseMinimum {
            widths[widest] -= 1
        }
        return widths
    }
}
