#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What an Anki package holds, read into plain values: note types, decks, notes, cards, the
/// review log and the names of the media files.
///
/// Made by an `AnkiPackageReading` (the `AnkiPackage` target reads the zip, the SQLite collection
/// and zstd); the core turns it into decks and journal events (`AnkiImport`) without touching
/// any file format.
public struct AnkiCollection: Sendable, Equatable {
    /// Which collection file the package held.
    public var format: AnkiPackageFormat
    /// The start of the collection's first day (`col.crt`): review cards' due days count from it.
    public var createdAt: Date
    public var noteTypes: [AnkiNoteType]
    /// Deck names by id, with subdecks as the full path (`Japanese::Core`).
    public var decks: [Int64: String]
    public var notes: [AnkiNote]
    public var cards: [AnkiCard]
    /// Every review-log entry, oldest first.
    public var reviews: [AnkiReview]
    /// The media files the package holds, by name.
    public var mediaNames: [String]

    public init(format: AnkiPackageFormat, createdAt: Date, noteTypes: [AnkiNoteType], decks: [Int64: String],
                notes: [AnkiNote], cards: [AnkiCard], reviews: [AnkiReview], mediaNames: [String]) {
        self.format = format
        self.createdAt = createdAt
        self.noteTypes = noteTypes
        self.decks = decks
        self.notes = notes
        self.cards = cards
        self.reviews = reviews
        self.mediaNames = mediaNames
    }

    /// The note type with `id`.
    public func noteType(_ id: Int64) -> AnkiNoteType? { noteTypes.first { $0.id == id } }
}
