/// The dictionary entries one search found, best first, each decoded only when asked for.
///
/// Ranking reads only the keys' entry positions; decoding an entry reads its record and makes its
/// spellings, readings and every gloss as strings, the most of a search's time when it lists
/// hundreds (`cat` lists 349 after the decks' 151). The search screen shows a screenful, so the
/// list keeps each match as one number (its entry's position and rank) and decodes an entry when
/// its row is drawn or read. The entries, their order and their count are those of
/// `JapaneseDictionary.search(_:limit:excludingDeckEntries:)`, which decodes every one.
///
/// ```swift
/// let matches = dictionary.matches(for: SearchQuery("cat"), limit: 349, excludingDeckEntries: true)
/// matches.count              // nothing decoded yet
/// matches[0].entry.headword  // one entry decoded
/// ```
///
/// A sequence with a count and positions, as `SearchResultList` is (the collection protocols'
/// defaults would cost the binary a few kilobytes).
public struct DictionaryMatchList: Sequence, Sendable {
    /// The dictionary the entries are decoded from; nil for an empty list.
    private let dictionary: JapaneseDictionary?
    /// Each match's rank (above) and entry position (the low 32 bits), best first; every one an
    /// entry that decodes.
    private let matches: [UInt64]

    /// No matches.
    public init() {
        dictionary = nil
        matches = []
    }

    init(dictionary: JapaneseDictionary, matches: [UInt64]) {
        self.dictionary = dictionary
        self.matches = matches
    }

    /// The number of matches.
    public var count: Int { matches.count }
    /// Whether nothing was found.
    public var isEmpty: Bool { matches.isEmpty }
    /// The best match, if any.
    public var first: DictionaryMatch? { isEmpty ? nil : self[0] }
    public var underestimatedCount: Int { matches.count }

    public func makeIterator() -> Iterator { Iterator(list: self) }

    /// Decodes the matches in order.
    public struct Iterator: IteratorProtocol {
        let list: DictionaryMatchList
        var position = 0

        public mutating func next() -> DictionaryMatch? {
            guard position < list.count else { return nil }
            position += 1
            return list[position - 1]
        }
    }

    /// The match at `position`, its entry decoded.
    ///
    /// Only entries that decode are kept (`JapaneseDictionary.matches`); should the file fail to
    /// read since (cut short under the running app), the row shows an empty entry, never a crash.
    public subscript(position: Int) -> DictionaryMatch {
        let key = matches[position]
        if let dictionary, let match = dictionary.match(for: key) { return match }
        let entry = DictionaryEntry(position: Int(key & 0xFFFF_FFFF), sequence: 0, spellings: [], readings: [],
                                    isCommon: false, level: nil, senses: [])
        return DictionaryMatch(entry: entry, match: .partial)
    }
}
