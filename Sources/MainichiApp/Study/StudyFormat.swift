#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore
import TerminalUI

/// Small formatting helpers shared by the study screens: dates, scores and progress bars.
enum StudyFormat {
    /// "2026-11-21": the study day holding `date` (the same day stamps the progress file uses).
    static func day(_ date: Date, in calendar: StudyCalendar) -> String {
        calendar.stamp(of: date)
    }

    /// "18/20" for a day's best score, or nil before any test.
    static func bestScore(_ result: DayResult) -> String? {
        guard let score = result.bestScore, let total = result.bestTotal else { return nil }
        return "\(score)/\(total)"
    }

    /// The plural noun for a count of items of `kind`: "1 word", "20 words", "10 kanji".
    static func count(_ count: Int, of kind: DeckKind) -> String {
        switch kind {
        case .vocab: return "\(count) \(count == 1 ? "word" : "words")"
        case .kanji: return "\(count) kanji"
        }
    }

    /// Draws `[####......] 12/34` at the start of `canvas` row 0, the filled part in `.correct`
    /// and the rest in `.dim`, so the bar reads in colour, in monochrome and as plain text.
    /// Returns the columns used.
    @discardableResult
    static func drawProgressBar(done: Int, total: Int, barWidth: Int, in canvas: Canvas, at point: Point) -> Int {
        let width = max(1, barWidth)
        let filled = total > 0 ? min(width, (done * width + total - 1) / total) : 0
        let shownFilled = done > 0 ? max(1, filled) : 0
        return canvas.draw([
            ("[", .dim),
            (String(repeating: "#", count: shownFilled), .correct),
            (String(repeating: ".", count: width - shownFilled), .dim),
            ("] ", .dim),
            ("\(done)/\(total)", done >= total && total > 0 ? .correct : .normal),
        ], at: point)
    }
}
