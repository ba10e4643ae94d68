import Testing
import TerminalUI

@Suite("DotCanvas")
struct DotCanvasTests {
    /// The dots set in a canvas, as (x, y) pairs in row order.
    func setDots(_ dots: DotCanvas) -> [[Int]] {
        var found: [[Int]] = []
        for y in 0..<dots.dotHeight {
            for x in 0..<dots.dotWidth where dots.isDotSet(x: x, y: y) { found.append([x, y]) }
        }
        return found
    }

    @Test("A horizontal line sets exactly its dots and draws as the top-row braille pattern")
    func horizontalLine() {
        var dots = DotCanvas(columns: 3, rows: 1)
        dots.drawLine(fromX: 1, y: 0, toX: 4, y: 0)
        #expect(setDots(dots) == [[1, 0], [2, 0], [3, 0], [4, 0]])
        var buffer = ScreenBuffer(size: Size(width: 3, height: 1))
        buffer.draw { dots.draw(in: $0, at: .zero) }
        // Cell 0: right dot of row 0 (0x08); cell 1: both (0x09); cell 2: left (0x01).
        #expect(buffer.line(at: 0) == "\u{2808}\u{2809}\u{2801}")
    }

    @Test("A diagonal line sets one dot per step, and each cell shows the dots it holds")
    func diagonalLine() {
        var dots = DotCanvas(columns: 2, rows: 2)
        dots.drawLine(fromX: 0, y: 0, toX: 3, y: 7)
        #expect(setDots(dots) == [[0, 0], [0, 1], [1, 2], [1, 3], [2, 4], [2, 5], [3, 6], [3, 7]])
        // Top-left cell: (0,0) 0x01, (0,1) 0x02, (1,2) 0x20, (1,3) 0x80.
        #expect(dots.cell(column: 0, row: 0)?.grapheme == "\u{28A3}")
        #expect(dots.cell(column: 1, row: 0) == nil)
        #expect(dots.cell(column: 1, row: 1)?.grapheme == "\u{28A3}")
    }

    @Test("Lines are the same whichever end they start from")
    func symmetric() {
        var forward = DotCanvas(columns: 5, rows: 3)
        forward.drawLine(fromX: 1, y: 2, toX: 9, y: 10)
        var backward = DotCanvas(columns: 5, rows: 3)
        backward.drawLine(fromX: 9, y: 10, toX: 1, y: 2)
        #expect(setDots(forward).count == 9)
        #expect(setDots(forward) == setDots(backward))
    }

    @Test("Dots outside the grid are dropped")
    func outsideGrid() {
        var dots = DotCanvas(columns: 2, rows: 1)
        dots.drawLine(fromX: -3, y: 1, toX: 6, y: 1)
        #expect(setDots(dots) == [[0, 1], [1, 1], [2, 1], [3, 1]])
        #expect(!dots.isDotSet(x: 4, y: 1))
    }

    @Test("Each cell takes the role of the last line that set a dot in it")
    func roles() {
        var dots = DotCanvas(columns: 2, rows: 1)
        dots.drawLine(fromX: 0, y: 0, toX: 3, y: 0)
        dots.drawLine(fromX: 2, y: 3, toX: 3, y: 3, role: .accent)
        #expect(dots.cell(column: 0, row: 0)?.role == .normal)
        #expect(dots.cell(column: 1, row: 0)?.role == .accent)
    }

    @Test("Drawn into a sub-canvas, the dots are clipped by whole cells and braille stays one column")
    func clipping() {
        var dots = DotCanvas(columns: 4, rows: 1)
        dots.drawLine(fromX: 0, y: 0, toX: 7, y: 0)
        var buffer = ScreenBuffer(size: Size(width: 6, height: 1))
        buffer.draw { canvas in
            canvas.draw("日本語", at: .zero)
            // Starts one column left of the sub-canvas and runs past its right edge.
            dots.draw(in: canvas.subcanvas(Rect(x: 1, y: 0, width: 2, height: 1)), at: Point(x: -1, y: 0))
        }
        // Columns 1 and 2 get braille; the halves of 日 and 本 they cut are blanked, 語 is kept.
        #expect(buffer.line(at: 0) == " \u{2809}\u{2809} 語")
        #expect(buffer.hasWholeGlyphs)
    }

    @Test("Empty cells let text show through, and text drawn afterwards replaces whole cells")
    func composesWithText() {
        var dots = DotCanvas(columns: 4, rows: 1)
        dots.drawLine(fromX: 0, y: 3, toX: 1, y: 3)
        dots.drawLine(fromX: 6, y: 3, toX: 7, y: 3)
        var buffer = ScreenBuffer(size: Size(width: 4, height: 1))
        buffer.draw { canvas in
            canvas.draw("abcd", at: .zero)
            dots.draw(in: canvas, at: .zero)
            canvas.draw("7", at: Point(x: 3, y: 0), role: .dim)
        }
        #expect(buffer.line(at: 0) == "\u{28C0}bc7")
        #expect(buffer.styleRuns.map(\.description) == ["row 0 cols 3-3: dim"])
    }
}
