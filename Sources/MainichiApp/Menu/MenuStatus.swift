#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore

/// The one-line statuses of the main menu, computed from the deck summaries and the progress
/// alone: no deck is decoded and no file is read, so the menu draws at once.
struct MenuStatus {
    let context: AppContext
    private var strings: any MenuStrings { context.strings.menu }

    /// "N5 Day 4 next" for the first level not yet finished; "all days done" when every day is.
    func study(_ kind: DeckKind) -> String {
        let progress = context.progress.progress
        let summaries = context.library.summaries(of: kind)
        guard !summaries.isEmpty else { return strings.noDecks }
        for summary in summaries where summary.dayCount > 0 {
            let done = progress.completedDayCount(deck: summary.deckID, dayCount: summary.dayCount)
            if done < summary.dayCount {
                let next = progress.nextDay(deck: summary.deckID, dayCount: summary.dayCount)
                return strings.dayNext(deck: context.deckName(summary.deckID), day: next)
            }
        }
        return strings.allDaysDone
    }

    /// "20 new, 3 learning, 5 due" within today's limits; when the next review is when nothing is
    /// due; a hint when nothing is in reviews yet. The same figures as the review screen's header
    /// and `mainichi stats` (`Learner.reviewStatus()`). When today's new-items limit holds new
    /// items back, it says so after the rest ("; 3 new held back by today's limit of 20").
    func review() -> String {
        let status = context.learner.reviewStatus()
        let line = strings.reviewSituation(status.situation(now: context.now, calendar: context.calendar))
        guard let held = status.newItemsHeldBack else { return line }
        return line + "; " + strings.newHeldBack(held, compact: false)
    }

    /// The counts in their short wording ("16 new 3 learn 0 due") while there are cards to show
    /// now, or before when the next comes back ("0 new 3 learn 0 due; next in 8m"); new items
    /// the limit holds back right after the counts ("0 new 3 learn 0 due +5 held; next in 8m"),
    /// or alone when nothing else waits today; nil otherwise.
    func compactReview() -> String? {
        let status = context.learner.reviewStatus()
        let situation = status.situation(now: context.now, calendar: context.calendar)
        let held = status.newItemsHeldBack.map { " " + strings.newHeldBack($0, compact: true) } ?? ""
        switch situation {
        case .work(let counts):
            return context.strings.common.reviewCounts(counts, compact: true) + held
        case .learningLater(let counts, _):
            // The full line is the full counts and when; the same when after the short counts.
            let full = strings.reviewSituation(situation)
            let fullCounts = context.strings.common.reviewCounts(counts, compact: false)
            guard full.hasPrefix(fullCounts) else { return nil }
            return context.strings.common.reviewCounts(counts, compact: true) + held + full.dropFirst(fullCounts.count)
        default:
            return status.newItemsHeldBack.map { strings.newHeldBack($0, compact: false) }
        }
    }

    /// "12 bookmarked".
    func bookmarks() -> String {
        strings.bookmarked(context.progress.progress.bookmarks.count)
    }

    /// "5 in notebook".
    func mistakes() -> String {
        strings.inNotebook(context.progress.progress.mistakes.count)
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
        return last.map { strings.lastStudied(StudyFormat.date($0, in: context)) } ?? strings.nothingStudiedYet
    }

    /// "multiple choice, dark theme": the theme in use (monochrome under NO_COLOR, the detected
    /// one when automatic).
    func settings() -> String {
        Self.settings(context.settings.settings, theme: context.theme.name, strings: context.strings)
    }

    /// `settings()` from the settings and the theme in use alone (the first frame, drawn before the
    /// context opens, says the same).
    static func settings(_ settings: Settings, theme: Settings.ThemeName, strings: Strings) -> String {
        strings.menu.settingsStatus(testMode: strings.common.testModeName(settings.defaultTestMode),
                                    theme: strings.settings.themeName(theme),
                                    audioOff: !settings.audioEnabled)
    }
}
