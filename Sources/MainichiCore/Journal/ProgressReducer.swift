#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Progress as a pure fold of journal events: no clock, calendar, scheduler or I/O.
///
/// Folding the same events, in `JournalEvent.foldOrder` and without duplicate ids, gives the same
/// progress on every machine. Events of an unknown type or with unknown values are passed over.
/// Each case does what the `ProgressStore` method of the same name does, so a store writing these
/// events and folding them keeps the behaviour the screens rely on.
public enum ProgressReducer {
    /// Applies one event. Returns whether this version understood it.
    ///
    /// Every event, known or not, moves `createdAt` back to its time when it is earlier: progress
    /// begins with its earliest event, so every device folding the same events agrees on it (a
    /// `baseline` first sets the whole progress, its own `createdAt` included).
    @discardableResult
    public static func apply(_ event: JournalEvent, to progress: inout StudyProgress) -> Bool {
        defer { applyToEvery(event, to: &progress) }
        switch event.type {
        case JournalMigration.historyType:
            return true // history only: no effect on progress
        case JournalMigration.baselineType:
            guard var baseline = JournalMigration.progress(ofBaseline: event) else { return false }
            // A baseline holds no settings: those set before it stay.
            baseline.learnerSettings = progress.learnerSettings
            progress = baseline
            return true
        default: break
        }
        guard let change = ProgressEvent(event) else { return false }
        apply(change, at: event.time, to: &progress)
        return true
    }

    /// Applies one event made ready to fold, as `apply(_:to:)` applies the event.
    static func apply(_ step: FoldStep, to progress: inout StudyProgress) {
        switch step.action {
        case .change(let change, _):
            apply(change, at: step.time, to: &progress)
            applyToEvery(time: step.time, dayLayout: step.dayLayout, to: &progress)
        case .baseline(let event):
            apply(event, to: &progress) // the whole progress, then what every event does
        case .history, .unknown:
            applyToEvery(time: step.time, dayLayout: step.dayLayout, to: &progress)
        }
    }

    /// What every event does, known or not: moves `createdAt` back to its time when earlier, and
    /// sets the day layout it carries.
    @inline(__always)
    static func applyToEvery(_ event: JournalEvent, to progress: inout StudyProgress) {
        applyToEvery(time: event.time, dayLayout: dayLayout(of: event), to: &progress)
    }

    /// The same, for an event at `time` carrying `dayLayout`.
    @inline(__always)
    static func applyToEvery(time: Date, dayLayout: Int?, to progress: inout StudyProgress) {
        if time < progress.createdAt { progress.createdAt = time }
        if let dayLayout { progress.dayLayout = dayLayout }
    }

    /// The day layout an event carries: any event may carry the one its store stamped progress
    /// with (`ProgressStore.setDayLayout`).
    @inline(__always)
    static func dayLayout(of event: JournalEvent) -> Int? {
        if case .number(let layout)? = event[dayLayoutField], let whole = Int(exactly: layout),
           DayLayoutMap.layoutRange.contains(whole) { return whole }
        return nil
    }

    /// The field an event carries when it is the first of a progress stamped with a day layout.
    public static let dayLayoutField = "dayLayout"

    /// Applies one typed change made at `time`.
    public static func apply(_ change: ProgressEvent, at time: Date, to progress: inout StudyProgress) {
        // The reviews and the notebook are taken out (a swap: nothing is copied) so the change
        // is applied by the same code as in a fold's tables (`FoldTables`).
        var items = ProgressItemTables(srs: [:], mistakes: [:])
        swap(&items.srs, &progress.srs)
        swap(&items.mistakes, &progress.mistakes)
        apply(change, at: time, to: &progress, items: &items)
        swap(&items.srs, &progress.srs)
        swap(&items.mistakes, &progress.mistakes)
    }

    /// Applies one typed change to `progress`, whose reviews and notebook are `items`.
    /// - Parameter key: the key of the change's item when it was worked out already (`FoldStep`).
    @inline(__always)
    static func apply<Items: ItemTables>(_ change: ProgressEvent, at time: Date, to progress: inout StudyProgress,
                                         items: inout Items, key: Items.Key? = nil) {
        switch change {
        case .bookmark(let item, let on):
            progress.bookmarks[item] = on ? time : nil
        case .answer(let item, let kind, let mode, let isRight):
            items.answer(key ?? items.key(for: item), kind: kind, mode: mode, isRight: isRight, at: time, addsCard: true)
        case .counted(let item, let kind, let mode, let isRight):
            items.answer(key ?? items.key(for: item), kind: kind, mode: mode, isRight: isRight, at: time, addsCard: false)
        case .slip(let item, let kind):
            progress.addSlip(SlipRecord(itemID: item, kind: kind, date: time))
        case .suspension(let item, let on):
            progress.suspended[item] = on ? time : nil
        case .test(let day, _, let score, let total):
            guard let raw = day else { return }
            let day = DayKey.canonical(raw)
            var result = progress.dayResults[day] ?? DayResult()
            _ = result.recordTest(score: score, total: total, at: time)
            progress.dayResults[day] = result
        case .studied(let day):
            progress.dayResults[DayKey.canonical(day), default: DayResult()].lastStudied = time
        case .review(let item, let card, let wasNew, let dayStamp, let basis):
            let key = key ?? items.key(for: item)
            var isNew = wasNew
            if let basis {
                // Another machine's review of this card may have come first in fold order: then
                // the grade is applied to the card as it is, and it counts as new only once.
                let current = items.card(of: key)
                isNew = current?.lastReview == nil
                items.setCard(basis.names(current) ? card : basis.replay(on: current ?? SRSCard(due: time), of: item, at: time),
                              of: key)
            } else {
                items.setCard(card, of: key)
            }
            if isNew {
                progress.activity[dayStamp, default: DailyActivity()].newItems += 1
            } else {
                progress.activity[dayStamp, default: DailyActivity()].reviews += 1
            }
        case .reviewUndo(let item, let card, let wasNew, let dayStamp, let basis):
            let key = key ?? items.key(for: item)
            var wasNew = wasNew
            if let basis {
                // The card before is put back only while the undone review's card is there: when
                // the review was folded onto another machine's, its grade stays in the card.
                if basis.names(items.card(of: key)) {
                    items.setCard(card, of: key)
                    wasNew = card?.lastReview == nil
                } else {
                    wasNew = false
                }
            } else {
                items.setCard(card, of: key)
            }
            if wasNew {
                progress.activity[dayStamp, default: DailyActivity()].newItems -= 1
            } else {
                progress.activity[dayStamp, default: DailyActivity()].reviews -= 1
            }
        case .mistakeRemoved(let item):
            items.removeMistake(of: key ?? items.key(for: item))
        case .reviewsAdded(let added):
            for item in added { items.addCard(of: items.key(for: item), due: time) }
        case .reviewsRemoved(let removed):
            for item in removed { items.setCard(nil, of: items.key(for: item)) }
        case .duesMoved(let moves):
            for move in moves {
                let key = items.key(for: move.item)
                guard var card = items.card(of: key), move.applies(to: card) else { continue }
                card.due = move.to
                items.setCard(card, of: key)
            }
        case .restored(let parts):
            restore(parts, to: &progress, items: &items)
        case .setting(let setting):
            progress.learnerSettings.chosen[setting.key] = setting
        case .dayOff(let day, let on):
            progress.learnerSettings.daysOff[day] = on
        case .itemsRenamed(let renames):
            ItemRenames.apply(renames, to: &progress, items: &items)
        case .wordMark(let word, let mark):
            progress.wordMarks[word] = mark
        }
        if time > progress.updatedAt { progress.updatedAt = time }
    }

    /// Sets back the parts a restore names, each only while it is as the restoring device saw it.
    private static func restore<Items: ItemTables>(_ parts: RestoredParts, to progress: inout StudyProgress,
                                                   items: inout Items) {
        for item in parts.items {
            let key = items.key(for: item)
            var current = StudyProgress(createdAt: Date(timeIntervalSince1970: 0))
            current.bookmarks[item] = progress.bookmarks[item]
            current.srs[item] = items.card(of: key)
            current.mistakes[item] = items.mistake(of: key)
            current.suspended[item] = progress.suspended[item]
            guard RestoredParts.sameItem(item, in: current, item, in: parts.from) else { continue }
            progress.bookmarks[item] = parts.to.bookmarks[item]
            items.setCard(parts.to.srs[item], of: key)
            items.setMistake(parts.to.mistakes[item], of: key)
            progress.suspended[item] = parts.to.suspended[item]
        }
        for day in parts.days where RestoredParts.sameDay(day, progress, parts.from) {
            progress.dayResults[day] = parts.to.dayResults[day]
        }
    }

    /// Applies an answer (the notebook, and a new card when the item is not in reviews), returning
    /// what it did, as `ProgressStore.recordAnswer` reports it.
    static func answer(item: String, kind: DeckKind, mode: TestMode, isRight: Bool, at time: Date,
                       to progress: inout StudyProgress) -> AnswerRecord {
        var record = progress.countAnswer(itemID: item, kind: kind, mode: mode, isRight: isRight, at: time)
        // One lookup, not one to test and one to insert (a fold of a long journal does this for
        // every answer): the default is stored only when the item is not in reviews.
        let cards = progress.srs.count
        ProgressItemTables.leaveAlone(&progress.srs[item, default: SRSCard(due: time)])
        record.addedToReviews = progress.srs.count > cards
        return record
    }

    /// Folds `events` onto `start`: sorted into fold order, each id applied once.
    /// - Returns: the progress and how many events were passed over as unknown.
    public static func fold(_ events: [JournalEvent], onto start: StudyProgress) -> (progress: StudyProgress, passedOver: Int) {
        var progress = start
        var passedOver = 0
        // One device's journal is already in order: sort (indices, not the events) only when not.
        var order = Array(events.indices)
        if zip(events, events.dropFirst()).contains(where: { JournalEvent.foldOrder($1, $0) }) {
            order.sort { JournalEvent.foldOrder(events[$0], events[$1]) }
        }
        // A repeated id is the same event (a sync tool's conflict copy), with the same time, so in
        // fold order it lies next to itself: comparing with the previous id finds it without a set
        // of every id (hashing string ids was most of the fold's time).
        var previous: JournalEvent.ID?
        // A long fold keys reviews and notebook by id and hash (`FoldTables`): same progress, fewer
        // reads of other ids' bytes.
        if FoldTables.pays(events: events.count, onto: start) {
            var tables = FoldTables(start, events: events.count)
            for index in order {
                let id = events[index].id
                if let previous, previous.sequence == id.sequence, previous.device == id.device { continue }
                previous = id
                if !tables.apply(events[index]) { passedOver += 1 }
            }
            return (tables.progress, passedOver)
        }
        for index in order {
            let id = events[index].id
            if let previous, previous.sequence == id.sequence, previous.device == id.device { continue }
            previous = id
            if !apply(events[index], to: &progress) { passedOver += 1 }
        }
        return (progress, passedOver)
    }

    /// Folds events made ready to fold (`FoldStep`), in fold order without repeats, onto
    /// `progress`, as applying each event does.
    static func apply<Steps: Collection<FoldStep>>(ordered steps: Steps, to progress: inout StudyProgress) {
        guard FoldTables.pays(events: steps.count, onto: progress) else {
            for step in steps { apply(step, to: &progress) }
            return
        }
        var tables = FoldTables(progress, events: steps.count)
        for step in steps { _ = tables.apply(step) }
        progress = tables.progress
    }

    /// Folds `events`, already in fold order without repeats, onto `progress` (as applying each
    /// one does; through `FoldTables` when they are many).
    static func apply(ordered events: [JournalEvent], to progress: inout StudyProgress) {
        apply(ordered: events.lazy.map(FoldStep.init), to: &progress)
    }
}
