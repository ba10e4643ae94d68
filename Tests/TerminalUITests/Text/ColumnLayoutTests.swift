import Testing
import TerminalUI

@Suite("Column layout")
struct ColumnLayoutTests {
    let rows = [["食べる", "たべる", "to eat"], ["日本語", "にほんご", "Japanese (language)"], ["ｶﾀｶﾅ", "かたかな", "katakana"]]

    @Test("Columns start at the same display column in every row")
    func aligned() {
        let layout = ColumnLayout.aligning(rows)
        let lines = rows.map { layout.line($0, width: 40) }
        for line in lines {
            #expect(line.displayWidth == 40)
        }
        // The meaning column starts after the widest word (6) and reading (8) plus two gaps of 2.
        let meaningColumn = 6 + 2 + 8 + 2
        for (line, row) in zip(lines, rows) {
            var prefixWidth = 0
            var index = line.startIndex
            while prefixWidth < meaningColumn { prefixWidth += line[index].displayWidth; index = line.index(after: index) }
            #expect(line[index...].hasPrefix(row[2].prefix(5)))
        }
    }

    @Test("The flexible column takes the rest and shrinks first")
    func flexible() {
        let layout = ColumnLayout([.fixed(6), .fixed(8), .flexible()])
        #expect(layout.widths(forTotalWidth: 40) == [6, 8, 22])
        #expect(layout.widths(forTotalWidth: 12) == [6, 2, 0])
    }

    @Test("Long fields are cut with the mark instead of pushing columns")
    func cut() {
        let layout = ColumnLayout([.fixed(4), .flexible()], spacing: 1)
        #expect(layout.line(["日本語", "x"], width: 8) == "日 > x  ")
    }

    @Test("Caps limit measured widths")
    func caps() {
        let layout = ColumnLayout.aligning(rows, maximumWidths: [4, nil])
        #expect(layout.widths(forTotalWidth: 30) == [4, 8, 14])
    }
}
