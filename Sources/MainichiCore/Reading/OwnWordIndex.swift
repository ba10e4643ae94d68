/// Which items of the learner's own word decks stand for which dictionary entries, so the reader
/// and `mainichi mine` count a word the learner added as theirs (`WordKnowledgeIndex`).
///
/// Own items have ids of their own (`v:#...`), not the `v:spelling:reading` ids of the bundled
/// decks that `WordKnowledgeIndex.itemIDs(of:)` derives from an entry, so the link is kept on
/// the item: the JMdict entry it was mined from (`UserItem.jmdict`). An item without one (typed
/// in, imported, or mined before the entry was kept) is linked to the first entry, common ones
/// first, that is spelled as its word and read as its reading; none when there is no such entry.
public struct OwnWordIndex: Sendable, Equatable {
    /// The own items' ids, by JMdict entry number.
    private var idsBySequence: [Int: [String]]

    /// No own items.
    public static let empty = OwnWordIndex(idsBySequence: [:])

    private init(idsBySequence: [Int: [String]]) {
        self.idsBySequence = idsBySequence
    }

    /// The index of the word items of `decks` (kanji decks are left out).
    public init(decks: [UserDeck], dictionary: JapaneseDictionary) {
        var ids: [Int: [String]] = [:]
        for deck in decks where deck.kind == .vocab {
            for item in deck.items where item.kanji == nil {
                guard let sequence = item.jmdict ?? Self.sequence(word: item.word, reading: item.reading, in: dictionary) else {
                    continue
                }
                ids[sequence, default: []].append(item.id)
            }
        }
        idsBySequence = ids
    }

    /// The ids of the own items made from JMdict entry `sequence`.
    public func itemIDs(ofSequence sequence: Int) -> [String] {
        idsBySequence[sequence] ?? []
    }

    /// How many entries have own items.
    public var count: Int { idsBySequence.count }

    /// The entry spelled `word` and read `reading` (kana compared as hiragana).
    static func sequence(word: String, reading: String, in dictionary: JapaneseDictionary) -> Int? {
        let wanted = Kana.hiragana(from: reading.isEmpty ? word : reading)
        var keys = [word]
        let folded = Kana.hiragana(from: word)
        if folded != word { keys.append(folded) }
        for key in keys {
            for position in dictionary.entryPositions(forKey: Array(key.utf8)) {
                guard let entry = dictionary.entry(at: position) else { continue }
                if entry.readings.contains(where: { Kana.hiragana(from: $0) == wanted }) { return entry.sequence }
            }
        }
        return nil
    }
}
