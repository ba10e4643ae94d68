import Testing
import TerminalUI

@Suite("Canvas")
struct CanvasTests {
    func buffer(_ width: Int, _ height: Int = 1, draw: (Canvas) -> Void) -> ScreenBuffer {
        var buffer = ScreenBuffer(size: Size(width: width, height: height))
        buffer.draw(draw)
        return buffer
    }

    @Test("Text is drawn with its role and reports the columns it used")
    func text() {
        var used = 0
        let result = buffer(10) { used = $0.draw("食べる", at: Point(x: 1, y: 0), role: .accent) }
        #expect(used == 6)
        #expect(result.line(at: 0) == " 食べる   ")
        #expect(result.styleRuns.map(\.description) == ["row 0 cols 1-6: accent"])
        #expect(result.hasWholeGlyphs)
    }

    @Test("A wide glyph that would straddle the right edge becomes a space")
    func rightEdge() {
        let result = buffer(5) { $0.draw("日本語", at: .zero, mark: nil) }
        #expect(result.line(at: 0) == "日本 ")
        #expect(result.hasWholeGlyphs)
        let marked = buffer(5) { $0.draw("日本語", at: .zero) }
        #expect(marked.line(at: 0) == "日本>")
    }

    @Test("Runs that do not fit end in the truncation mark, in the style of the last run drawn, never half a glyph")
    func runsCutWithMark() {
        let fits = buffer(8) { $0.draw([("✗ ", .wrong), ("食べる", .accent)], at: .zero) }
        #expect(fits.line(at: 0) == "✗ 食べる")
        let cut = buffer(7) { $0.draw([("✗ wrong: ", .wrong), ("たべる", .accent)], at: .zero) }
        #expect(cut.line(at: 0) == "✗ wron>")
        let wide = buffer(8) { $0.draw([("ok ", .normal), ("食べる", .accent)], at: .zero) }
        #expect(wide.line(at: 0) == "ok 食べ>")
        #expect(wide.styleRuns.map(\.description).last == "row 0 cols 3-7: accent")
        let odd = buffer(7) { $0.draw([("ok ", .normal), ("食べる", .accent)], at: .zero) }
        #expect(odd.line(at: 0) == "ok 食 >")
        #expect(odd.hasWholeGlyphs)
    }

    @Test("A wide glyph straddling a sub-canvas's left edge leaves a space, not half a glyph")
    func leftEdge() {
        let result = buffer(6) { canvas in
            canvas.subcanvas(Rect(x: 1, y: 0, width: 5, height: 1)).draw("日本語", at: Point(x: -1, y: 0), mark: nil)
        }
        #expect(result.line(at: 0) == "  本語")
        #expect(result.hasWholeGlyphs)
    }

    @Test("Writing over half of a wide glyph blanks the other half")
    func overwriteHalves() {
        let right = buffer(6) { canvas in
            canvas.draw("日本語", at: .zero)
            canvas.draw("x", at: Point(x: 1, y: 0)) // right half of 日
        }
        #expect(right.line(at: 0) == " x本語")
        #expect(right.hasWholeGlyphs)
        let left = buffer(6) { canvas in
            canvas.draw("日本語", at: .zero)
            canvas.draw("x", at: Point(x: 2, y: 0)) // left half of 本
        }
        #expect(left.line(at: 0) == "日x 語")
        #expect(left.hasWholeGlyphs)
        let shifted = buffer(6) { canvas in
            canvas.draw("日本語", at: .zero)
            canvas.draw("かな", at: Point(x: 1, y: 0))
        }
        #expect(shifted.line(at: 0) == " かな ")
        #expect(shifted.hasWholeGlyphs)
    }

    @Test("Sub-canvases clip to their rectangle and use local coordinates")
    func subcanvas() {
        let result = buffer(10, 3) { canvas in
            let child = canvas.subcanvas(Rect(x: 2, y: 1, width: 4, height: 1))
            child.draw("abcdefgh", at: .zero, mark: nil)
            child.draw("zz", at: Point(x: 0, y: 1)) // below the child: clipped
        }
        #expect(result.textLines == ["          ", "  abcd    ", "          "])
    }

    @Test("Control characters never reach the buffer")
    func controls() {
        let result = buffer(12) { $0.draw("a\u{1B}[2Jb\r\nc\u{7}", at: .zero) }
        #expect(result.line(at: 0) == "a[2Jbc      ")
        #expect(!result.cells.contains { $0.grapheme.unicodeScalars.contains { $0.value < 0x20 } })
    }

    @Test("Boxes use line-drawing cells with ASCII fallbacks")
    func box() {
        let result = buffer(6, 3) { $0.drawBox($0.bounds) }
        #expect(result.textLines == ["+----+", "|    |", "+----+"])
        #expect(result[0, 0].line == .topLeft)
        #expect(result[5, 1].line == .vertical)
        #expect(result.styleRuns.allSatisfy { $0.role == .border })
    }

    @Test("Aligned text sits left, centered or right in its field")
    func alignment() {
        let result = buffer(10, 3) { canvas in
            canvas.draw("日本", row: 0, alignment: .leading)
            canvas.draw("日本", row: 1, alignment: .center)
            canvas.draw("日本", row: 2, alignment: .trailing)
        }
        #expect(result.textLines == ["日本      ", "   日本   ", "      日本"])
    }

    @Test("Applying a role keeps the text")
    func applyRole() {
        let result = buffer(4) { canvas in
            canvas.draw("ab", at: .zero)
            canvas.applyRole(.selection)
        }
        #expect(result.line(at: 0) == "ab  ")
        #expect(result.styleRuns.map(\.description) == ["row 0 cols 0-3: selection"])
    }
}
