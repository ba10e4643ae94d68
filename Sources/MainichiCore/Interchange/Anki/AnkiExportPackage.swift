#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What an exported Anki package holds, as Anki stores it: the collection's first day, the
/// decks, Mainichi's note type (`AnkiMainichiNoteType`), each note with its one card and that
/// card's scheduling, the review log, and the media files to include.
///
/// Made by `AnkiExport`; written by an `AnkiPackageWriting` (the `AnkiPackage` target) into
/// the legacy collection (`collection.anki21`) and media map that current Anki imports.
public struct AnkiExportPackage: Sendable, Equatable {
    /// An Anki deck: id and full name (`Mainichi::JLPT N5 Vocabulary`).
    public struct Deck: Sendable, Equatable {
        public var id: Int64
        public var name: String

        public init(id: Int64, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// A card's scheduling in Anki's terms (`cards` table).
    public struct Card: Sendable, Equatable {
        public var id: Int64
        public var deckID: Int64
        /// 0 new, 1 learning, 2 review, 3 relearning.
        public var type: Int
        /// -1 suspended, 0 new, 1 learning (due a time), 2 review, 3 learning across days.
        public var queue: Int
        /// The new card's position, the review card's day (from `createdAt`), or the learning
        /// card's time in seconds since 1970.
        public var due: Int64
        /// Days; 0 for new and learning cards.
        public var interval: Int
        /// Ease in permille (2500) for cards studied; 0 for new ones.
        public var factor: Int
        public var reps: Int
        public var lapses: Int
        /// Learning steps left (0 outside learning).
        public var left: Int
        /// The FSRS memory state (stability in days, difficulty 1 to 10), when studied.
        public var stability: Double?
        public var difficulty: Double?
        /// The desired retention the memory state was scheduled for.
        public var desiredRetention: Double?
        /// The last review, seconds since 1970.
        public var lastReview: Int64?

        public init(id: Int64, deckID: Int64, type: Int, queue: Int, due: Int64, interval: Int, factor: Int, reps: Int,
                    lapses: Int, left: Int, stability: Double? = nil, difficulty: Double? = nil, desiredRetention: Double? = nil,
                    lastReview: Int64? = nil) {
            self.id = id
            self.deckID = deckID
            self.type = type
            self.queue = queue
            self.due = due
            self.interval = interval
            self.factor = factor
            self.reps = reps
            self.lapses = lapses
            self.left = left
            self.stability = stability
            self.difficulty = difficulty
            self.desiredRetention = desiredRetention
            self.lastReview = lastReview
        }
    }

    /// A note with its card, and its second card when the item has a production card.
    public struct Note: Sendable, Equatable {
        public var id: Int64
        public var guid: String
        /// One value per `AnkiMainichiNoteType.Field`, as HTML.
        public var fields: [String]
        public var tags: [String]
        public var card: Card
        /// The production card (`ReviewDirection`), card 2 of the note type
        /// `AnkiMainichiNoteType.productionID`; nil for a note of one card.
        public var productionCard: Card?

        public init(id: Int64, guid: String, fields: [String], tags: [String], card: Card) {
            self.id = id
            self.guid = guid
            self.fields = fields
            self.tags = tags
            self.card = card
        }
    }

    /// A review-log entry (`revlog` table).
    public struct Review: Sendable, Equatable {
        /// The review's time in milliseconds since 1970.
        public var id: Int64
        public var cardID: Int64
        /// 1 again, 2 hard, 3 good, 4 easy.
        public var ease: Int
        /// The interval given: days, or negative seconds for a learning step.
        public var interval: Int
        public var lastInterval: Int
        public var factor: Int
        /// Milliseconds taken.
        public var duration: Int
        /// 0 learning, 1 review, 2 relearning.
        public var type: Int

        public init(id: Int64, cardID: Int64, ease: Int, interval: Int, lastInterval: Int, factor: Int, duration: Int, type: Int) {
            self.id = id
            self.cardID = cardID
            self.ease = ease
            self.interval = interval
            self.lastInterval = lastInterval
            self.factor = factor
            self.duration = duration
            self.type = type
        }
    }

    /// The start of the collection's day 0 (`col.crt`), which review cards' due days count from.
    public var createdAt: Date
    /// The hour days start at (Anki's `rollover`).
    public var dayStartHour: Int
    public var decks: [Deck]
    public var notes: [Note]
    /// Oldest first.
    public var reviews: [Review]
    /// Media files to include, by the name the notes use.
    public var media: [String: URL]

    public init(createdAt: Date, dayStartHour: Int, decks: [Deck], notes: [Note], reviews: [Review], media: [String: URL] = [:]) {
        self.createdAt = createdAt
        self.dayStartHour = dayStartHour
        self.decks = decks
        self.notes = notes
        self.reviews = reviews
        self.media = media
    }
}
