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

    /// One review replayed: the review, its rating and the card it leaves.
    public struct Step: Sendable {
        public var review: AnkiReview
        public var rating: Rating
        public var card: SRSCard
        public var wasNew: Bool
    }

    /// `card`'s `reviews` (oldest first) replayed by `scheduler`: the card after each, the last one
    /// due when Anki had it due and in Anki's state (a card Anki graduated is in review here too,
    /// whatever steps ours has).
    public static func steps(of card: AnkiCard, reviews: [AnkiReview], collection: AnkiCollection,
                             scheduler: FSRSScheduler) -> [Step] {
        var steps: [Step] = []
        for review in reviews {
            guard let rating = review.rating else { continue }
            let before = steps.last?.card ?? SRSCard(due: review.time)
            steps.append(Step(review: review, rating: rating, card: scheduler.review(before, rating: rating, at: review.time),
                              wasNew: steps.isEmpty))
        }
        if let index = steps.indices.last, let due = card.dueDate(collectionStart: collection.createdAt) {
            steps[index].card.due = due
            switch card.type {
            case 2: steps[index].card.state = .review; steps[index].card.step = nil
            case 3 where steps[index].card.state == .review: steps[index].card.state = .relearning; steps[index].card.step = 0
            default: break
            }
        }
        return steps
    }

    /// A step as the journal event of the item `itemID`, with the history entry of its rating.
    public static func event(of step: Step, itemID: String, device: String, calendar: StudyCalendar) -> JournalEvent {
        let time = step.review.time
        let change = ProgressEvent.review(item: itemID, card: step.card, wasNew: step.wasNew,
                                          dayStamp: StudyProgress.dayStamp(time, calendar: calendar))
        var event = change.journalEvent(id: .init(device: device, sequence: Int(step.review.id)), time: time)
        let entry = HistoryEvent(type: .review, time: time, itemID: itemID, rating: step.rating,
                                 duration: TimeInterval(max(0, step.review.duration)) / 1000)
        if let value = StudyHistory.value(of: entry) { event.fields.append(.init(key: StudyHistory.historyField, value: value)) }
        return event
    }
}
