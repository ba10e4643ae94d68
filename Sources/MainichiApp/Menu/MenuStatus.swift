import Foundation
import MainichiCore

/// The one-line statuses of the main menu, computed from the deck summaries and the progress
/// alone: no deck is decoded and no file is read, so the menu draws at once.
struct MenuStatus {
    let context: AppContext

    /// "N5 Day 4 next" for the first level not yet finished; "all days done" when every day is.
    func study(_ kind: DeckKind) -> String {
        let progress = context.progress.progress
        let summaries = context.library.summaries(of: kind)
        guard !summaries.isEmpty else { return "no decks" }
        for summary in summaries where summary.dayCount > 0 {
            let done = progress.completedDayCount(kind: kind, level: summary.level, dayCount: summary.dayCount)
            if done < summary.dayCount {
                let next = progress.nextDay(kind: kind, level: summary.level, dayCount: summary.dayCount)
                return "\(summary.level.displayName) Day \(next) next"
            }
        }
        return "all days done"
    }

    /// "3 due, 20 new": cards due now (already reviewed once) and new cards still allowed today;
    /// "next: 2026-11-22" when nothing is due; a hint when nothing is in reviews.
    func review() -> String {
        let progress = context.progress.progress
        guard !progress.srs.isEmpty else { return "press a in a study list to add items" }
        let now = context.now
        var due = 0, new = 0
        var nextDue: Date?
        for card in progress.srs.values {
            if card.lastReview == nil {
                new += 1
            } else if card.due <= now {
                due += 1
            } else if nextDue.map({ card.due < $0 }) ?? true {
                nextDue = card.due
            }
        }
        let allowedNew = max(0, context.settings.settings.newPerDay - progress.activity(on: now).newItems)
        let newToday = min(new, allowedNew)
        if due == 0 && newToday == 0 {
            if let nextDue { return "nothing due, next: \(StudyFormat.day(nextDue))" }
            return "nothing due today"
        }
        return "\(due) due, \(newToday) new"
    }

    /// "12 bookmarked".
    func bookmarks() -> String {
        let count = context.progress.progress.bookmarks.count
        return count == 0 ? "none yet: press b on a word" : "\(count) bookmarked"
    }

    /// "5 in notebook".
    func mistakes() -> String {
        let count = context.progress.progress.mistakes.count
        return count == 0 ? "no mistakes yet" : "\(count) in notebook"
    }

    /// "last: 2026-11-21": the last day a list was studied or tested.
    func history() -> String {
        let progress = context.progress.progress
        var last: Date?
        for result in progress.dayResults.values {
            if let studied = result.lastStudied, last.map({ studied > $0 }) ?? true { last = studied }
        }
        for card in progress.srs.values {
            if let reviewed = card.lastReview, last.map({ reviewed > $0 }) ?? true { last = reviewed }
        }
        return last.map { "last: \(StudyFormat.day($0))" } ?? "nothing studied yet"
    }

    /// "multiple choice, dark theme".
    func settings() -> String {
        let settings = context.settings.settings
        return "\(settings.defaultTestMode.displayName), \(settings.theme.displayName) theme"
            + (settings.audioEnabled ? "" : ", audio off")
    }
}
