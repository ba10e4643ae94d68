import MainichiCore
import TerminalUI

/// The statistics screen as plain text, for `mainichi stats`: the screen's own
/// `StatisticsLayout`, drawn with the monochrome look into a buffer and read back row by row, so
/// the command and the screen cannot drift apart.
///
/// Monochrome draws every figure with ASCII shades and marks, except the forecast bars, which the
/// screen shows in reverse video: in text they are '#'.
public enum StatisticsText {
    /// The columns a line may take when nothing is cut (a line this long is not a sentence).
    static let uncutWidth = 1000

    /// The rows of the statistics at `width` columns in `language`, without trailing blanks.
    /// Lines of text (the practice section's) are cut at `width` only when `cutting` (for a
    /// terminal); into a pipe or a file they are printed whole.
    public static func lines(for statistics: Statistics, width: Int = 80, language: Language,
                             cutting: Bool = true) -> [String] {
        var layout = StatisticsLayout(statistics: statistics, width: width, usesColor: false, strings: Strings(language))
        let bufferWidth = cutting ? width : max(width, uncutWidth)
        if !cutting { layout.textWidth = bufferWidth }
        var buffer = ScreenBuffer(size: Size(width: bufferWidth, height: layout.height))
        buffer.draw { layout.draw(in: $0) }
        return (0..<layout.height).map { y in
            var text = ""
            for x in 0..<bufferWidth {
                let cell = buffer[x, y]
                guard cell.width > 0 else { continue }
                text += cell.role == .chartBar && cell.grapheme == " " ? "#" : cell.grapheme
            }
            while text.last == " " { text.removeLast() }
            return text
        }
    }
}
