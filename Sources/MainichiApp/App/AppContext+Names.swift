import MainichiCore

extension AppContext {
    /// A deck's short name in the current language: its JLPT level ("N5") for a bundled deck, the
    /// string tables' name for the Names deck ("인명"), its title for any other deck.
    func deckName(_ deck: DeckID) -> String {
        DeckNames.short(deck, in: library, strings: strings.common)
    }

    /// A day's name in the current language: "N5 Day 3", "N5 3일차", "Manga words Day 3".
    func dayName(_ key: DayKey) -> String {
        strings.common.dayName(deck: deckName(key.deck), day: key.day)
    }
}
