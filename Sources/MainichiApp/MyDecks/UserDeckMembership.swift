#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import MainichiCore

/// Which of the learner's word decks hold a dictionary entry, so the dictionary rows of search
/// and the dictionary entry screen can say "in Manga words" instead of "not in your decks".
///
/// Made from the deck store's items (word and reading, katakana read as hiragana) when a screen
/// appears; an entry is held when one of its spellings (or, for a kana-only entry, one of its
/// readings) is an item's word and one of its readings the item's reading.
struct UserDeckMembership: Equatable {
    /// Deck names by "word<TAB>reading".
    private var names: [String: String] = [:]

    /// Nobody's decks: holds nothing.
    init() {}

    /// The membership of every word deck in `store`, first deck first.
    init(store: (any UserDeckStoring)?) {
        guard let store else { return }
        for deck in store.userDecks where deck.kind == .vocab {
            for item in store.items(inDeck: deck.id) {
                guard let word = item.vocab else { continue }
                let key = word.word + "\t" + Kana.hiragana(from: word.reading)
                if names[key] == nil { names[key] = deck.name }
            }
        }
    }

    /// Whether no deck holds anything.
    var isEmpty: Bool { names.isEmpty }

    /// The name of the first deck holding `entry`, nil when none does.
    func deckName(holding entry: DictionaryEntry) -> String? {
        guard !names.isEmpty else { return nil }
        let words = entry.spellings.isEmpty ? entry.readings : entry.spellings
        for word in words {
            for reading in entry.readings {
                if let name = names[word + "\t" + Kana.hiragana(from: reading)] { return name }
            }
        }
        return nil
    }
}
