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

    /// The study day holding `date` in the learner's language: "2026-11-21", "2026년 11월 21일".
    static func date(_ date: Date, in context: AppContext) -> String {
        Self.date(date, calendar: context.calendar, strings: context.strings)
    }

    /// `date(_:in:)` from the calendar and words alone (the first frame, drawn before the context opens).
    static func date(_ date: Date, calendar: StudyCalendar, strings: Strings) -> String {
        let parts = calendar.date(ofDay: calendar.day(of: date))
        return strings.common.date(year: parts.year, month: parts.month, day: parts.day)
    }

    /// The study day holding `date` for a narrow column: "2026-11-21", "2026.11.21".
    static func compactDate(_ date: Date, in context: AppContext) -> String {
        let calendar = context.calendar
        let parts = calendar.date(ofDay: calendar.day(of: date))
        return context.strings.common.compactDate(year: parts.year, month: parts.month, day: parts.day)
    }

    /// A day stamp ("2026-11-21") in the learner's language; the stamp itself when it is not one.
    static func date(stamp: String, in strings: Strings) -> String {
        guard let parts = TextFormat.dateParts(ofStamp: stamp) else { return stamp }
        return strings.common.date(year: parts.year, month: parts.month, day: parts.day)
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

    /// A reading with its pitch in ASCII marks: `/` where the pitch rises and `\` where it drops
    /// (た/べ\る, は\し, さ/くら for 平板), the marks `WordDetailController.pitchLine` draws with colour.
    static func pitchMarked(_ accent: PitchAccent) -> String {
        var text = ""
        for (index, mora) in accent.morae.enumerated() {
            if accent.isHigh(index), index > 0, !accent.isHigh(index - 1) { text += "/" }
            text += mora
            if index + 1 == accent.downstep { text += "\\" }
        }
        return text
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
