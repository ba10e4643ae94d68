extension ScreenBuffer {
    /// The rows as text, without trailing markers: each wide glyph once, line glyphs as their
    /// ASCII fallback.
    public var textLines: [String] {
        (0..<size.height).map { line(at: $0) }
    }

    /// Row `y` as text.
    public func line(at y: Int) -> String {
        var text = ""
        for x in 0..<size.width {
            let cell = self[x, y]
            if cell.width > 0 { text += cell.grapheme }
        }
        return text
    }

    /// The runs of cells whose role is not `.normal`, row by row, left to right.
    public var styleRuns: [StyleRun] {
        var runs: [StyleRun] = []
        for y in 0..<size.height {
            var start = 0
            while start < size.width {
                let role = self[start, y].role
                var end = start
                while end + 1 < size.width && self[end + 1, y].role == role { end += 1 }
                if role != .normal { runs.append(StyleRun(row: y, columns: start...end, role: role)) }
                start = end + 1
            }
        }
        return runs
    }

    /// A reviewable text picture of the buffer: each row with `|` at its end so trailing
    /// spaces show, a blank line, then the non-normal style runs (`row 2 cols 0-39: selection`).
    /// Snapshot tests compare this.
    public func snapshot(cursor: Point? = nil) -> String {
        var text = textLines.map { $0 + "|" }.joined(separator: "\n")
        let runs = styleRuns
        text += "\n\n"
        if runs.isEmpty {
            text += "(no styled runs)\n"
        } else {
            text += runs.map(\.description).joined(separator: "\n") + "\n"
        }
        if let cursor { text += "cursor: \(cursor.x),\(cursor.y)\n" }
        return text
    }

    /// Whether every wide glyph has its continuation and no continuation is orphaned.
    /// Drawing through `Canvas` keeps this true; tests check it.
    public var hasWholeGlyphs: Bool {
        for y in 0..<size.height {
            var x = 0
            while x < size.width {
                let cell = self[x, y]
                switch cell.width {
                case 2:
                    guard x + 1 < size.width, self[x + 1, y].width == 0 else { return false }
                    x += 2
                case 0:
                    return false
                default:
                    x += 1
                }
            }
        }
        return true
    }
}
