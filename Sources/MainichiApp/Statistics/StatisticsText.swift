import MainichiCore
import TerminalUI

/// The statistics screen as plain text, for `mainichi stats`: the screen's own
/// `StatisticsLayout`, drawn with the monochrome look into a buffer and read back row by row, so
/// the command and the screen cannot drift apart.
///
/// Monochrome draws every figure with ASCII shades and marks, except the forecast bars, which the
/// screen shows in reverse video: in text they are '#'.
public enum StatisticsText {
    /// The rows of the statistics at `width` columns in `language`, without trailing blanks.
    public static func lines(for statistics: Statistics, width: Int = 80, language: Language) -> [String] {
        let layout = StatisticsLayout(statistics: statistics, width: width, usesColor: false, strings: Strings(language))
        var buffer = ScreenBuffer(size: Size(width: width, height: layout.height))
        buffer.draw { layout.draw(in: $0) }
        return (0..<layout.height).map { y in
            var text = ""
            for x in 0..<width {
                let cell = buffer[x, y]
                guard cell.width > 0 else { continue }
                text += cell.role == .chartBar && cell.grapheme == " " ? "#" : cell.grapheme
            }
            while text.last == " " { text.removeLast() }
            return text
        }
    }
}
