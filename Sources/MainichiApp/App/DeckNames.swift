#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore

/// The names the screens give decks and their days: a bundled deck by its JLPT level ("N5"),
/// any other deck by its title.
enum DeckNames {
    /// The bundled kanji deck of names, which has no level.
    static let namesDeck = DeckID(rawValue: "kanji-names")

    /// "N5" for a bundled deck; the name in `strings` of the bundled Names deck ("인명"); the
    /// deck's title (or its id, when the library does not hold it) for another deck.
    static func short(_ deck: DeckID, in library: DeckLibrary, strings: (any CommonStrings)? = nil) -> String {
        if let (_, level) = deck.jlpt { return level.displayName }
        if let strings, deck == namesDeck, !library.isUserDeck(deck) { return strings.namesDeck }
        return library.summary(id: deck)?.title ?? deck.rawValue
    }

    /// "N5 Day 3", "Manga words Day 3".
    static func day(_ day: DayKey, in library: DeckLibrary) -> String {
        "\(short(day.deck, in: library)) Day \(day.day)"
    }

    /// "N5 Day 3" for a bundled deck's day, "manga-words Day 3" (the id) for another deck's, where
    /// no library is at hand to give its title.
    static func day(_ day: DayKey) -> String {
        "\(day.level?.displayName ?? day.deck.rawValue) Day \(day.day)"
    }

    /// "N5" for an item of a bundled deck (or of a deck with a level), the deck's name otherwise.
    static func level(of item: StudyItem, in library: DeckLibrary, strings: (any CommonStrings)? = nil) -> String {
        item.level?.displayName ?? short(item.deck, in: library, strings: strings)
    }
}
