import Testing
@testable import TerminalUI

/// The terminal diff, checked as ratatui checks its buffer diff: what a backend writes to get
/// from one frame to the next.
@Suite("Buffer diff")
struct BufferDiffTests {
    /// A buffer of `rows`, one string each; a wide character takes two cells.
    static func buffer(_ rows: [String], width: Int? = nil, role: StyleRole = .normal) -> ScreenBuffer {
        let columns = width ?? rows.map(\.displayWidth).max() ?? 0
        var buffer = ScreenBuffer(size: Size(width: columns, height: rows.count))
        for (y, row) in rows.enumerated() {
            var x = 0
            for character in row where x < columns {
                let wide = character.displayWidth == 2
                buffer[x, y] = Cell(grapheme: String(character), width: wide ? 2 : 1, role: role)
                if wide { buffer[x + 1, y] = Cell(grapheme: "", width: 0, role: role) }
                x += wide ? 2 : 1
            }
        }
        return buffer
    }

    /// The changes as (x, y, grapheme) for short expectations.
    static func writes(_ diff: BufferDiff) -> [String] {
        diff.changes.map { "\($0.x),\($0.y):\($0.cell.grapheme)" }
    }

    static let screen = Size(width: 4, height: 2)

    @Test("The first frame clears and writes every cell; a wide glyph is one write")
    func firstFrame() {
        let next = Self.buffer(["a中b", "cdef"])
        let diff = BufferDiff(from: nil, to: next, screen: Self.screen)
        #expect(diff.clearsScreen)
        #expect(Self.writes(diff) == ["0,0:a", "1,0:中", "3,0:b", "0,1:c", "1,1:d", "2,1:e", "3,1:f"])
        #expect(diff.changes[1].cell.width == 2)
    }

    @Test("An unchanged frame writes nothing")
    func unchanged() {
        let frame = Self.buffer(["a中b", "cdef"])
        let diff = BufferDiff(from: frame, to: frame, screen: Self.screen)
        #expect(!diff.clearsScreen)
        #expect(diff.changes.isEmpty)
    }

    @Test("A wide glyph replaced by two narrow ones writes both")
    func wideReplacedByTwoNarrow() {
        let diff = BufferDiff(from: Self.buffer(["a中b", "cdef"]), to: Self.buffer(["axyb", "cdef"]), screen: Self.screen)
        #expect(Self.writes(diff) == ["1,0:x", "2,0:y"])
    }

    @Test("Two narrow glyphs replaced by a wide one write the wide one once")
    func twoNarrowReplacedByWide() {
        let diff = BufferDiff(from: Self.buffer(["axyb", "cdef"]), to: Self.buffer(["a中b", "cdef"]), screen: Self.screen)
        #expect(Self.writes(diff) == ["1,0:中"])
        #expect(diff.changes.first?.cell.width == 2)
    }

    @Test("A wide glyph moved by one column is written at its new place and the freed cell too")
    func wideMoved() {
        let diff = BufferDiff(from: Self.buffer(["中ab", "cdef"]), to: Self.buffer(["a中b", "cdef"]), screen: Self.screen)
        #expect(Self.writes(diff) == ["0,0:a", "1,0:中"])
    }

    @Test("A style change alone is written")
    func styleChangeAlone() {
        let previous = Self.buffer(["abcd", "efgh"])
        var next = previous
        next[2, 1] = Cell(grapheme: "g", role: .selection)
        let diff = BufferDiff(from: previous, to: next, screen: Self.screen)
        #expect(diff.changes == [BufferDiff.Change(x: 2, y: 1, cell: Cell(grapheme: "g", role: .selection))])
    }

    @Test("A change in the last column, and in the bottom-right corner, is written")
    func lastColumn() {
        let diff = BufferDiff(from: Self.buffer(["abcd", "efgh"]), to: Self.buffer(["abcX", "efgY"]), screen: Self.screen)
        #expect(Self.writes(diff) == ["3,0:X", "3,1:Y"])
    }

    @Test("A wide glyph that would not fit in the last column is written as >, never half")
    func wideInLastColumn() {
        var next = Self.buffer(["abcd", "efgh"])
        next[3, 0] = Cell(grapheme: "中", width: 2)
        let diff = BufferDiff(from: nil, to: next, screen: Self.screen)
        #expect(diff.changes[3] == BufferDiff.Change(x: 3, y: 0, cell: Cell(grapheme: ">", width: 1)))
    }

    @Test("A wide glyph whose right half changed is written again")
    func wideWithChangedRightHalf() {
        var previous = Self.buffer(["中cd", "efgh"])
        previous[1, 0] = Cell(grapheme: "x")  // the terminal had its right half overwritten
        let next = Self.buffer(["中cd", "efgh"])
        let diff = BufferDiff(from: previous, to: next, screen: Self.screen)
        #expect(Self.writes(diff) == ["0,0:中"])
    }

    @Test("A continuation without its wide left half is written as a blank")
    func orphanContinuation() {
        var next = Self.buffer(["abcd", "efgh"])
        next[2, 0] = Cell(grapheme: "", width: 0, role: .accent)
        let diff = BufferDiff(from: Self.buffer(["abcd", "efgh"]), to: next, screen: Self.screen)
        #expect(diff.changes == [BufferDiff.Change(x: 2, y: 0, cell: .blank(.accent))])
    }

    @Test("After a resize the screen is cleared and written whole")
    func resize() {
        let previous = Self.buffer(["abcd", "efgh"])
        let next = Self.buffer(["abcde", "fghij", "klmno"])
        let diff = BufferDiff(from: previous, to: next, screen: Size(width: 5, height: 3))
        #expect(diff.clearsScreen)
        #expect(diff.changes.count == 15)
    }

    @Test("A buffer bigger than the terminal is clipped to it and drawn whole")
    func bufferBiggerThanScreen() {
        let frame = Self.buffer(["abcdef", "ghijkl", "mnopqr"])
        let diff = BufferDiff(from: frame, to: frame, screen: Self.screen)
        #expect(diff.clearsScreen)
        #expect(Self.writes(diff) == ["0,0:a", "1,0:b", "2,0:c", "3,0:d", "0,1:g", "1,1:h", "2,1:i", "3,1:j"])
    }

    /// The runs as short strings: `text x,y role:bytes` or `cell x,y:grapheme`.
    static func runs(_ diff: BufferDiff) -> [String] {
        diff.runs.map { run in
            switch run {
            case .text(let x, let y, let role, let bytes):
                return "text \(x),\(y) \(role):\(String(decoding: bytes, as: UTF8.self))"
            case .cell(let change):
                return "cell \(change.x),\(change.y):\(change.cell.grapheme)"
            }
        }
    }

    @Test("Plain ASCII cells of one role on a row are one run; a wide glyph and a line glyph are runs of their own")
    func runsOfFirstFrame() {
        var next = Self.buffer(["ab中c", "de-fg"], width: 5)
        next[2, 1] = Cell(line: .horizontal)
        let diff = BufferDiff(from: nil, to: next, screen: Size(width: 5, height: 2))
        #expect(Self.runs(diff) == ["text 0,0 normal:ab", "cell 2,0:中", "text 4,0 normal:c",
                                     "text 0,1 normal:de", "cell 2,1:-", "text 3,1 normal:fg"])
    }

    @Test("A change of role ends a run, and so does the end of a row")
    func runsSplitByRoleAndRow() {
        var next = Self.buffer(["abcd", "efgh"])
        next[2, 0] = Cell(grapheme: "c", role: .selection)
        next[3, 0] = Cell(grapheme: "d", role: .selection)
        let diff = BufferDiff(from: nil, to: next, screen: Self.screen)
        #expect(Self.runs(diff) == ["text 0,0 normal:ab", "text 2,0 selection:cd", "text 0,1 normal:efgh"])
    }

    @Test("Unchanged cells between two changes split them into two runs; the corner is in a run")
    func runsSplitByUnchangedCells() {
        let diff = BufferDiff(from: Self.buffer(["abcd", "efgh"]), to: Self.buffer(["XbYZ", "efgW"]), screen: Self.screen)
        #expect(Self.runs(diff) == ["text 0,0 normal:X", "text 2,0 normal:YZ", "text 3,1 normal:W"])
    }

    @Test("Accented letters, marks and control characters are never put in a text run")
    func runsOnlyTakePrintableASCII() {
        var next = Self.buffer(["abcd"])
        next[1, 0] = Cell(grapheme: "é")
        next[2, 0] = Cell(grapheme: "e\u{301}")
        next[3, 0] = Cell(grapheme: "\u{7F}")
        let diff = BufferDiff(from: nil, to: next, screen: Size(width: 4, height: 1))
        #expect(Self.runs(diff) == ["text 0,0 normal:a", "cell 1,0:é", "cell 2,0:e\u{301}", "cell 3,0:\u{7F}"])
    }

    @Test("A diff made from changes groups them as the buffer diff does")
    func runsFromChanges() {
        let next = Self.buffer(["a中b", "cdef"])
        let diff = BufferDiff(from: nil, to: next, screen: Self.screen)
        #expect(BufferDiff(clearsScreen: true, changes: diff.changes) == diff)
    }
}
