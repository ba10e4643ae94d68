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

    /// The short wordings of the Review line, widest first, for a menu too narrow for the full
    /// line. First the counts in their short wording ("16 new 3 learn 0 due") while there are
    /// cards to show now, or before when the next comes back ("0 new 3 learn 0 due; next in 8m"),
    /// with the new items the limit holds back right after the counts ("+5 held"); then the
    /// counts without the zero ones ("3 learn +5 held"), then those without when or the
    /// held-back figure, which the review screen's waiting and done pages also say (these only
    /// when the limit holds items back: otherwise the counts stay whole, as the header has
    /// them). Empty when there is no short wording.
    func compactReviews() -> [String] {
        let status = context.learner.reviewStatus()
        let situation = status.situation(now: context.now, calendar: context.calendar)
        let held = status.newItemsHeldBack.map { " " + strings.newHeldBack($0, compact: true) } ?? ""
        let common = context.strings.common
        var candidates: [String] = []
        switch situation {
        case .work(let counts):
            candidates = [common.reviewCounts(counts, compact: true) + held,
                          common.nonzeroReviewCounts(counts) + held,
                          common.nonzeroReviewCounts(counts)]
        case .learningLater(let counts, _):
            // The full line is the full counts and when; the same when after the short counts.
            let full = strings.reviewSituation(situation)
            let fullCounts = common.reviewCounts(counts, compact: false)
            guard full.hasPrefix(fullCounts) else { return [] }
            let when = full.dropFirst(fullCounts.count)
            candidates = [common.reviewCounts(counts, compact: true) + held + when,
                          common.nonzeroReviewCounts(counts) + held + when,
                          common.nonzeroReviewCounts(counts) + held,
                          common.nonzeroReviewCounts(counts)]
        default:
            if let heldBack = status.newItemsHeldBack {
                candidates = [strings.newHeldBack(heldBack, compact: false),
                              strings.newHeldBack(heldBack, compact: true)]
            }
        }
        // Without a held-back figure the counts stay whole, as the review header has them.
        if status.newItemsHeldBack == nil { candidates = Array(candidates.prefix(1)) }
        var seen = Set<String>()
        return candidates.filter { seen.insert($0).inserted }
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
