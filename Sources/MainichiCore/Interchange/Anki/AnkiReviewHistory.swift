#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An Anki card's review log as journal events: each review a `review` event carrying the card
/// FSRS makes of the history up to it, so the item's memory state is computed from its own
/// history; the last one keeps the due date Anki had, and Anki's state (a card in review in Anki
/// is in review here, though Mainichi's learning steps would still have it learning).
///
/// Each event's id is the collection's device (`anki-` and the collection's start, base 36) and
/// the review's id (its time in milliseconds): importing the same package again gives the same
/// ids, which the journal has folded already (`ProgressStore.importEvents` passes them over).
public enum AnkiReviewHistory {
    /// The journal device of a collection's events.
    public static func device(of collection: AnkiCollection) -> String {
        "anki-" + String(Int64(collection.createdAt.timeIntervalSince1970), radix: 36)
    }

    /// The events of `card`'s `reviews` (oldest first) for the item `itemID`.
    /// - Parameter scheduler: replays the ratings (give one without fuzzing for the same result every time).
    public static func events(of card: AnkiCard, reviews: [AnkiReview], itemID: String, collection: AnkiCollection,
                              scheduler: FSRSScheduler, calendar: StudyCalendar) -> [JournalEvent] {
        let device = device(of: collection)
        var events: [JournalEvent] = []
        var state: SRSCard?
        for review in reviews {
            guard let rating = review.rating else { continue }
            let time = review.time
            let before = state ?? SRSCard(due: time)
            let after = scheduler.review(before, rating: rating, at: time)
            state = after
            let change = ProgressEvent.review(item: itemID, card: after, wasNew: events.isEmpty,
                                              dayStamp: StudyProgress.dayStamp(time, calendar: calendar))
            var event = change.journalEvent(id: .init(device: device, sequence: Int(review.id)), time: time)
            let entry = HistoryEvent(type: .review, time: time, itemID: itemID, rating: rating,
                                     duration: TimeInterval(max(0, review.duration)) / 1000)
            if let value = StudyHistory.value(of: entry) { event.fields.append(.init(key: StudyHistory.historyField, value: value)) }
            events.append(event)
        }
        // The card as Anki left it: due when Anki had it due.
        if var last = state, let due = card.dueDate(collectionStart: collection.createdAt), let index = events.indices.last,
           case .review(let item, _, let wasNew, let stamp)? = ProgressEvent(events[index]) {
            last.due = due
            // Anki's state: a card Anki graduated is in review here too, whatever steps ours has.
            switch card.type {
            case 2: last.state = .review; last.step = nil
            case 3 where last.state == .review: last.state = .relearning; last.step = 0
            default: break
            }
            var event = ProgressEvent.review(item: item, card: last, wasNew: wasNew, dayStamp: stamp)
                .journalEvent(id: events[index].id, time: events[index].time)
            event.fields += events[index].fields.filter { $0.key == StudyHistory.historyField }
            events[index] = event
        }
        return events
    }
}
