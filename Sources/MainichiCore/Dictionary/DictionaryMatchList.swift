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
public struct DictionaryMatchList: RandomAccessCollection, Sendable {
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

    public var startIndex: Int { 0 }
    public var endIndex: Int { matches.count }

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
